import Crease
import CreaseHUD
import Foundation

/// Writes what a playtester did in a window as a playtest script (`--record`): the starting
/// device, posture and seed, every device change the emulator's keys made, and every input
/// event, each at its frame. Replayed headless (`--script`), a lockstep run (one fixed step
/// per frame, as `--record` runs) ends in the same state.
public struct SessionRecorder: Sendable {
    private var top: [String: JSONValue]
    private var steps: [JSONValue] = []
    private var device: Device
    /// Frames recorded so far (the script's `frames`).
    public private(set) var frames = 0

    /// Starts a recording of a run on `device` with `seed` at `hz`.
    public init(device: Device, seed: UInt64, hz: Double, autoplay: Bool) {
        self.device = device
        top = ["device": .string(device.profile.name), "posture": .string(device.posture.rawValue),
               "seed": .number(Double(seed)), "hz": .number(hz)]
        if autoplay { top["autoplay"] = true }
        // Anything the command line set beyond profile and posture, as steps at frame 0.
        var start = Device(profile: device.profile)
        start.posture = device.posture
        appendChanges(from: start, to: device, at: 0)
    }

    /// Records one frame: the device changes applied in it (as the emulator made them) and
    /// the input events, in the order the driver took them (changes first).
    public mutating func record(frame: Int, deviceAfterChanges next: Device, events: [InputEvent]) {
        if next != device { appendChanges(from: device, to: next, at: frame) }
        device = next
        for event in events {
            steps.append(.object(["at": .number(Double(frame)), "input": ScriptInput.json(event)]))
        }
        frames = Swift.max(frames, frame + 1)
    }

    /// The script's JSON.
    public var json: JSONValue {
        var object = top
        object["frames"] = .number(Double(Swift.max(1, frames)))
        object["steps"] = .array(steps)
        return .object(object)
    }

    /// Writes the script atomically (pretty-printed, one step per line would be nicer, but
    /// sorted keys keep two recordings diffable).
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(json)
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
    }

    /// The script steps that take `old` to `new`, tried in an order that reproduces `new`
    /// exactly when replayed (a posture sets the hinge; a hinge may set the posture).
    private mutating func appendChanges(from old: Device, to new: Device, at frame: Int) {
        var candidates: [[PlaytestStep.Action]] = []
        var base: [PlaytestStep.Action] = []
        if old.profile != new.profile { base.append(.profile(new.profile)) }
        let fold: [[PlaytestStep.Action]] = [[], [.posture(new.posture)], [.hinge(new.hingeAngle)],
                                             [.posture(new.posture), .hinge(new.hingeAngle)], [.hinge(new.hingeAngle), .posture(new.posture)]]
        var tail: [PlaytestStep.Action] = []
        // A profile switch keeps camera and direction, so these compare with the old device.
        if old.innerCameraInUse != new.innerCameraInUse { tail.append(.camera(new.innerCameraInUse)) }
        if old.layoutDirection != new.layoutDirection { tail.append(.layoutDirection(new.layoutDirection)) }
        for middle in fold { candidates.append(base + middle + tail) }
        let chosen = candidates.first { actions in
            var replayed = old
            for action in actions { action.deviceChange?.apply(to: &replayed) }
            return replayed == new
        } ?? candidates[candidates.count - 1]
        for action in chosen {
            let value: JSONValue
            switch action {
            case .posture(let posture): value = .string(posture.rawValue)
            case .hinge(let angle): value = .number(angle)
            case .camera(let inUse): value = .bool(inUse)
            case .layoutDirection(let direction): value = .string(direction.rawValue)
            case .profile(let profile): value = .string(profile.name)
            default: continue
            }
            steps.append(.object(["at": .number(Double(frame)), action.key: value]))
        }
    }
}
