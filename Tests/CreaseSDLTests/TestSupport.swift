import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation

/// Shared helpers: a headless host for a device, and pixel classification.
@MainActor
enum TestSupport {
    /// The background every render test paints, so coloured pixels stand out.
    static let background = Color(red: 22, green: 26, blue: 34)

    /// A headless emulator window for a device at a scale.
    static func host(_ device: Device = Device(), scale: Double = 1) throws -> EmulatorWindow {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = scale
        options.device = device
        options.background = background
        options.screenshotDirectory = NSTemporaryDirectory()
        return try EmulatorWindow(options: options)
    }

    /// Every profile in assets/devices.
    static func profiles() throws -> [DeviceProfile] {
        let catalog = DeviceCatalog()
        return try catalog.names.map { try catalog.profile(named: $0) }
    }

    /// True for the overlay's division blue (opaque or blended over the dark background).
    static func isBlue(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        Int(pixel.blue) > Int(pixel.red) + 60 && Int(pixel.blue) > Int(pixel.green) + 40
    }

    /// True for the overlay's occlusion red.
    static func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        Int(pixel.red) > Int(pixel.green) + 60 && Int(pixel.red) > Int(pixel.blue) + 60
    }

    /// True when a pixel differs from the background.
    static func isForeground(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        abs(Int(pixel.red) - Int(background.red)) + abs(Int(pixel.green) - Int(background.green))
            + abs(Int(pixel.blue) - Int(background.blue)) > 30
    }

    /// A temporary file path that does not exist yet.
    nonisolated static func temporaryPath(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("crease-sdl-tests-\(UUID().uuidString)-\(name)")
    }
}
