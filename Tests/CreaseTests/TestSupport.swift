import Crease
import Foundation

/// Paths and fixtures shared by the core tests.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled profiles folder.
    static let devicesDirectory = repositoryRoot.appendingPathComponent("assets/devices", isDirectory: true)

    /// A bundled profile, loaded from its file.
    static func profile(_ name: String) throws -> DeviceProfile {
        try DeviceProfile(contentsOf: devicesDirectory.appendingPathComponent("\(name).json"))
    }

    /// The names of every bundled profile.
    static let bundledNames = ["duo", "flip", "dual"]

    /// A device of the given profile in the given posture.
    static func device(_ profile: DeviceProfile = .duo, _ posture: Posture, camera: Bool = false) -> Device {
        var device = Device(profile: profile)
        device.posture = posture
        device.innerCameraInUse = camera
        return device
    }
}
