import Crease
import Foundation

/// Everything a run needs, resolved: flags first, then the script's fields, then defaults.
public struct RunPlan: Sendable {
    /// The parsed flags.
    public var options: RunOptions
    /// The script, if one was given.
    public var script: PlaytestScript?
    /// The device as the run starts (profile loaded, starting posture applied).
    public var device: Device
    /// The seed (default 1).
    public var seed: UInt64
    /// Frames to run; nil runs until the game finishes or the window closes (headless runs
    /// always have a count: the script's end, or 600).
    public var frames: Int?
    /// Update rate (default 60).
    public var targetHz: Double
    /// Whether the game plays itself.
    public var autoplay: Bool

    /// True when `--seed` or the script gave the seed (else it is `defaultSeed`).
    public var seedIsGiven: Bool { options.seed != nil || script?.seed != nil }

    /// The seed used when neither the flags nor the script give one.
    public static let defaultSeed: UInt64 = 1
    /// Headless frames when neither the flags nor the script give a count.
    public static let defaultHeadlessFrames = 600

    /// Resolves a run: loads the script and the device profile and merges the fields. The
    /// device starts in `--posture`, else the script's posture, else `defaultPosture` (a
    /// game's own choice, as mini-golf starts in tabletop), else flat in its profile's
    /// natural orientation. A game's default of flat starts flat in tabletop's orientation:
    /// Crease games are held in tabletop, so the first fold (to tabletop, F3) moves nothing
    /// rather than turning the display. `--posture flat` and a script's flat keep the
    /// profile's natural orientation.
    ///
    /// - Throws: `PlaytestScriptError` for a bad or unknown script (a bad device the script
    ///   names included), `DeviceProfileError` for a bad or unknown `--device`.
    public init(options: RunOptions, catalog: DeviceCatalog = DeviceCatalog(), defaultPosture: Posture? = nil,
                playtestsDirectory: URL? = AssetLocator.assetsDirectory()?.appendingPathComponent("playtests", isDirectory: true)) throws {
        self.options = options
        let script = try options.script.map { try PlaytestScript.load($0, playtestsDirectory: playtestsDirectory) }
        self.script = script
        let profile: DeviceProfile
        if options.device == nil, let script, let name = script.device {
            // Said without the script's name, "unknown device 'x'" sends the user hunting.
            do {
                profile = try catalog.profile(named: name)
            } catch {
                throw PlaytestScriptError(source: script.source, problem: "'device': \(error)")
            }
        } else {
            profile = try catalog.profile(named: options.device ?? "duo")
        }
        var device = Device(profile: profile)
        if let posture = options.posture ?? script?.posture {
            device.posture = posture
        } else if defaultPosture == .flat {
            device.layFlat(orientedFor: .tabletop)
        } else if let defaultPosture {
            device.posture = defaultPosture
        }
        if options.camera { device.innerCameraInUse = true }
        if options.rightToLeft { device.layoutDirection = .rightToLeft }
        self.device = device
        seed = options.seed ?? script?.seed ?? Self.defaultSeed
        targetHz = options.hz ?? script?.hz ?? 60
        autoplay = options.autoplay || (script?.autoplay ?? false)
        if let count = options.frames ?? script?.frames {
            frames = count
        } else if options.headless {
            frames = Swift.max(script?.lastStepFrame ?? 0, Self.defaultHeadlessFrames)
        } else {
            frames = nil
        }
    }

    /// How long a headless run that writes a report goes on playing passes when `--passes` is
    /// not given: passes start until this many seconds have gone by since the first began.
    public static let defaultPassSeconds = 10.0

    /// How many times the run plays its frames to time them, at most: `--passes`, else
    /// `RunOptions.passesRange`'s upper bound for a headless run that writes a report (cut
    /// short by `timingSeconds`), else 1. Every pass starts from the same seed and plays the
    /// same frames; each frame (each phase of it) keeps its fastest time, so a slow stretch of a
    /// shared machine during some passes does not make the report slower. Only the first pass
    /// writes screenshots, goldens, the trace and the recording.
    public var timingPasses: Int {
        if let passes = options.passes { return passes }
        return timingSeconds == nil ? 1 : RunOptions.passesRange.upperBound
    }

    /// For a headless run that writes a report without `--passes`: no pass starts once this
    /// many seconds have gone by since the first pass began (`defaultPassSeconds`), so passes
    /// spread over the machine's slow and fast stretches. Nil when the count is fixed.
    public var timingSeconds: Double? {
        options.passes == nil && options.headless && options.report != nil ? Self.defaultPassSeconds : nil
    }

    /// The script expanded into per-frame actions (empty without a script).
    public var timeline: ScriptTimeline { script.map(ScriptTimeline.init) ?? ScriptTimeline() }

    /// The set-up the game is given. A recorded run (`--record`) is set up as a headless
    /// playtest is, one fixed step per frame and fresh from the seed (no save resumed), so
    /// replaying the recording headless reproduces it; the window still paces it in real time.
    public var setUp: GameSetUp {
        GameSetUp(seed: seed, device: device, autoplay: autoplay, headless: options.headless || options.record != nil, targetHz: targetHz)
    }
}
