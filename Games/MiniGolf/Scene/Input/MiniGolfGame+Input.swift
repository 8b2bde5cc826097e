import Crease
import CreaseHUD
import Foundation
import MiniGolfCore

/// Input: the HUD's buttons first, then drag-back aiming on the course, the keyboard and a
/// gamepad. Keys and sticks that are held steer the aim a little each update.
extension MiniGolfGame {
    /// Drag length, in points, that gives a full-power putt. The power is the drag's share of
    /// it, and the ball rolls in proportion to the power (`PhysicsTuning.launchSpeed`), so the
    /// roll grows steadily with the drag: half the drag, half the roll.
    static let fullPowerPull = 150.0
    /// Turning speed of the arrow keys, radians per second (Shift turns slowly).
    static let keyTurnRate = 1.6
    static let fineTurnRate = 0.25
    /// The turn a press of ← or → makes at once: 0.04 rad (about 2.3°), and 0.01 rad (about
    /// 0.6°) with Shift. Held past `turnDelay`, the key turns steadily; a quick press never
    /// does, so one press is one small step.
    static let tapTurn = 0.04
    static let fineTapTurn = 0.01
    static let turnDelay = 0.25
    /// Power change per press of Up or Down (or the d-pad), and per repeat while held.
    static let powerStep = 0.05
    /// How long Up or Down is held before the power repeats, and how often it then repeats.
    static let powerRepeatDelay = 0.4
    static let powerRepeatInterval = 0.1
    /// What a drag too short to putt says over the course, so a tap is never swallowed.
    static let shortDragNotice = "Drag farther to putt"

    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer) where pointer.phase == .began: input.lastInput = .pointer
        case .gamepadButton(_, true, _): input.lastInput = .gamepad
        default: break
        }
        switch event {
        case .pointer(let pointer): return handlePointer(pointer)
        case .key(let key):
            // Only a key the game plays with makes the hints speak in keys: a Ctrl held for
            // an emulator chord (Ctrl+D) or a stray Shift is not the player switching to keys.
            let used = handleKey(key)
            if used, key.isDown { input.lastInput = .keyboard }
            return used
        case .gamepadButton(let button, let isDown, _): return handleGamepadButton(button, isDown: isDown)
        case .gamepadAxis(let axis, let value, _): return handleGamepadAxis(axis, value: value)
        case .windowFocus(let focused):
            if !focused { input.release() }
            return false
        case .text: return false
        }
    }

    /// The aim a drag gives: the ball goes opposite the pull, harder the longer it is.
    static func aim(dragFrom start: Point, to current: Point) -> Aim {
        DragPad(fullPowerDistance: fullPowerPull).aim(from: start, to: current)
    }

    private mutating func handlePointer(_ pointer: PointerEvent) -> Bool {
        switch pointer.phase {
        case .began:
            // A drag begins anywhere on the course's pane (the panel round the course and the
            // margin round that) or on the caddie camera's view of it.
            let pane = hud.frame(of: MiniGolfHUD.ID.course) ?? .zero
            let onCourse = pane.contains(pointer.location) || placement.courseView.frame.insetBy(dx: -12, dy: -12).contains(pointer.location)
            let onCamera = placement.cameraFrame?.contains(pointer.location) ?? false
            guard onCourse || onCamera else { return false }
            if match.phase == .holeComplete || match.phase == .finished {
                // Between holes a tap anywhere goes on; the round's last card starts another
                // round only when the card itself is tapped, so a stray tap keeps the score up.
                if match.phase == .holeComplete || cardFrame()?.contains(pointer.location) == true { continueRound() }
                return true
            }
            guard !isPaused, match.canPutt, bot == nil, input.drag == nil else { return true }
            effects.dismiss(Self.shortDragNotice)
            input.drag = (pointer.id, pointer.location, pointer.location, onCourse ? nil : hole.camera.yaw)
            input.aimBeforeDrag = aim
            return true
        case .moved:
            guard var current = input.drag, current.pointer == pointer.id else { return false }
            current.current = pointer.location
            input.drag = current
            let pulled = Self.aim(dragFrom: current.start, to: current.current)
            // Inside the dead zone the pull is no putt yet: the aim shows as it was.
            if pulled.power >= DragPad().deadZone {
                aim.angle = courseAngle(of: pulled, heading: current.heading)
                aim.power = pulled.power
            } else if let before = input.aimBeforeDrag {
                aim = before
            }
            return true
        case .ended:
            guard let current = input.drag, current.pointer == pointer.id else { return false }
            input.drag = nil
            let pulled = Self.aim(dragFrom: current.start, to: pointer.location)
            // A pull shorter than the pad's dead zone (7.5 pt) is no putt, and says so.
            guard pulled.power >= DragPad().deadZone else {
                if let before = input.aimBeforeDrag { aim = before }
                effects.say(Self.shortDragNotice, frames: 90)
                return true
            }
            aim.angle = courseAngle(of: pulled, heading: current.heading)
            aim.power = pulled.power
            putt()
            return true
        case .cancelled:
            guard let current = input.drag, current.pointer == pointer.id else { return false }
            input.drag = nil
            if let before = input.aimBeforeDrag { aim = before }
            return true
        case .hovered:
            return false
        }
    }

    /// The course angle a drag's aim points along. On the course view it is the view's own
    /// angle; on the caddie camera's view, up the screen is the camera's heading as the drag
    /// began and right is a quarter turn clockwise of it, so the camera turning to face the
    /// aim does not turn the aim under the finger.
    func courseAngle(of pulled: Aim, heading: Double?) -> Double {
        let onScreen = atan2(pulled.direction.y, pulled.direction.x)
        guard let heading else { return placement.courseView.courseAngle(onScreen) }
        return remainder(heading + onScreen + Double.pi / 2, 2 * Double.pi)
    }

    private mutating func handleKey(_ key: KeyEvent) -> Bool {
        let steering = ["Left", "Right", "Up", "Down"]
        if steering.contains(key.key) {
            if key.isDown, !key.isRepeat, !input.heldKeys.contains(key.key) { pressSteering(key.key, fine: key.modifiers.contains(.shift)) }
            if key.isDown { input.heldKeys.insert(key.key) } else { input.heldKeys.remove(key.key) }
            if key.modifiers.contains(.shift) { input.heldKeys.insert("Shift") } else { input.heldKeys.remove("Shift") }
            return true
        }
        guard key.isDown, !key.isRepeat else { return false }
        switch key.key {
        case "Escape", "P":
            togglePause()
        case "Space", "Return", "Keypad Enter":
            if match.phase == .holeComplete || match.phase == .finished { continueRound() } else { putt() }
        case "R":
            pressRestart(by: .keyboard)
        case "V":
            input.showsWholeHole.toggle()
        case "N":
            continueRound()
        default:
            return false
        }
        return true
    }

    private mutating func handleGamepadButton(_ button: GamepadButton, isDown: Bool) -> Bool {
        switch button {
        case .dpadUp, .dpadDown, .dpadLeft, .dpadRight:
            let key = ["dpadUp": "Up", "dpadDown": "Down", "dpadLeft": "Left", "dpadRight": "Right"][button.rawValue] ?? ""
            if isDown, !input.heldKeys.contains(key) { pressSteering(key, fine: false) }
            if isDown { input.heldKeys.insert(key) } else { input.heldKeys.remove(key) }
            return true
        case .a:
            guard isDown else { return true }
            if match.phase == .holeComplete || match.phase == .finished { continueRound() } else { putt() }
            return true
        case .start:
            if isDown { togglePause() }
            return true
        case .y, .back:
            if isDown { pressRestart(by: .gamepad) }
            return true
        case .x:
            if isDown { input.showsWholeHole.toggle() }
            return true
        default:
            return false
        }
    }

    private mutating func handleGamepadAxis(_ axis: GamepadAxis, value: Double) -> Bool {
        switch axis {
        case .leftX: input.stick.x = value
        case .leftY: input.stick.y = value
        case .rightTrigger: input.trigger = value
        default: return false
        }
        return true
    }

    /// A press's first step: for Up or Down one step of power, restarting the hold that
    /// repeats it; for Left or Right a turn of `tapTurn` (`fineTapTurn` with Shift), so a tap
    /// turns the aim as far as a sixteenth of a second held does after it.
    private mutating func pressSteering(_ key: String, fine: Bool) {
        guard match.canPutt, input.drag == nil, bot == nil else { return }
        switch key {
        case "Up", "Down":
            aim.adjustPower(by: key == "Up" ? Self.powerStep : -Self.powerStep)
            input.powerHeld = 0
        case "Left", "Right":
            let turn = fine ? Self.fineTapTurn : Self.tapTurn
            aim.rotate(by: key == "Left" ? -turn : turn)
            input.turnHeld = 0
        default:
            break
        }
    }

    /// How many repeats a power key held for `seconds` has made.
    static func powerRepeats(after seconds: Double) -> Int {
        seconds < powerRepeatDelay - 1e-9 ? 0 : Int(((seconds - powerRepeatDelay) / powerRepeatInterval + 1e-9).rounded(.down)) + 1
    }

    /// Applies held arrow keys, the stick (points the aim) and the trigger (sets the power).
    mutating func steerWithHeldControls(seconds: Double) {
        guard match.canPutt, input.drag == nil, bot == nil else { return }
        let turn = input.heldKeys.contains("Shift") ? Self.fineTurnRate : Self.keyTurnRate
        let left = input.heldKeys.contains("Left"), right = input.heldKeys.contains("Right")
        if left != right {
            // Held past the delay, the key turns the aim steadily from there on.
            let steady = max(0, input.turnHeld + seconds - Self.turnDelay) - max(0, input.turnHeld - Self.turnDelay)
            input.turnHeld += seconds
            aim.rotate(by: (left ? -turn : turn) * steady)
        } else {
            input.turnHeld = 0
        }
        let up = input.heldKeys.contains("Up"), down = input.heldKeys.contains("Down")
        if up != down {
            // Held past the delay, the power repeats its step at a steady rate.
            let before = Self.powerRepeats(after: input.powerHeld)
            input.powerHeld += seconds
            let steps = Self.powerRepeats(after: input.powerHeld) - before
            if steps > 0 { aim.adjustPower(by: Double(steps) * (up ? Self.powerStep : -Self.powerStep)) }
        } else {
            input.powerHeld = 0
        }
        if (input.stick.x * input.stick.x + input.stick.y * input.stick.y).squareRoot() > 0.3 {
            aim.angle = placement.courseView.courseAngle(atan2(input.stick.y, input.stick.x))
        }
        if input.trigger > 0.05 { aim.power = min(1, max(0.05, input.trigger)) }
    }
}
