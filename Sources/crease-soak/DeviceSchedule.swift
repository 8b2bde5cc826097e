import Crease
import CreasePlaytest
import CreaseSDL

/// The device changes the soak makes, one each time it is asked (every 30 frames): postures,
/// hinge angles sweeping across the closed/half-open/open thresholds, camera and layout
/// direction toggles, and now and then another device profile. Seeded, so a run repeats.
///
/// It opens with a tour: every profile in every posture, one per change, so that by the end of
/// the warm-up the window has held each display size once (the renderer's framebuffer for the
/// largest is allocated before memory is first read, not counted as growth later).
struct DeviceSchedule {
    private static let hingeAngles: [Double] = [180, 160, 135, 100, 70, 45, 20, 5, 0, 15, 40, 90, 150, 170, 180]
    private var random: SeededRandom
    private var step = 0
    private let profiles: [DeviceProfile]

    /// A schedule drawing on every profile the catalog loads (the built-in duo when none do).
    init(seed: UInt64, catalog: DeviceCatalog = DeviceCatalog()) {
        random = SeededRandom(seed: seed)
        let loaded = catalog.names.compactMap { try? catalog.profile(named: $0) }
        profiles = loaded.isEmpty ? [.duo] : loaded
    }

    /// Changes the opening tour takes: one per profile and posture.
    var tourLength: Int { profiles.count * Posture.allCases.count }

    /// The next change for a device as it is now.
    mutating func next(for device: Device) -> DeviceChange {
        defer { step += 1 }
        if step < tourLength {
            var next = EmulatorState.switching(device, to: profiles[step / Posture.allCases.count])
            next.posture = Posture.allCases[step % Posture.allCases.count]
            return .device(next)
        }
        // Every 25th change (about every 750 frames) switches the profile, keeping the posture.
        if step % 25 == 24 {
            let profile = profiles[random.int(in: 0..<profiles.count)]
            return .device(EmulatorState.switching(device, to: profile))
        }
        switch step % 4 {
        case 0: return .posture(Posture.allCases[(step / 4) % Posture.allCases.count])
        case 1: return .hinge(Self.hingeAngles[(step / 4) % Self.hingeAngles.count] + random.double(in: -3...3))
        case 2: return .camera(!device.innerCameraInUse)
        default:
            return random.bool(probability: 0.3)
                ? .layoutDirection(device.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight)
                : .hinge(random.double(in: 0...180))
        }
    }
}
