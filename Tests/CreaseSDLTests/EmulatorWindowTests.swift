import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// The host: emulator keys, window shape, screenshots, perspective preview.
@MainActor
@Suite struct EmulatorWindowTests {
    private func press(_ key: String, modifiers: KeyModifiers = [], on host: EmulatorWindow) -> [InputEvent] {
        host.feed([.key(KeyEvent(key: key, isDown: true, modifiers: modifiers)), .key(KeyEvent(key: key, isDown: false, modifiers: modifiers))])
    }

    @Test func postureKeysChangeTheDeviceAndTheWindowShape() throws {
        let host = try TestSupport.host(scale: 0.5)
        let cases: [(String, Posture)] = [("F3", .tabletop), ("F4", .book), ("F5", .closed), ("F2", .flat)]
        for (key, posture) in cases {
            #expect(press(key, on: host).isEmpty, "expected \(key) to be consumed by the emulator")
            #expect(host.device.posture == posture, "expected \(key) to set \(posture), got \(host.device.posture)")
            try host.render(DrawList())
            let size = host.device.displaySize
            let expected = (Int((size.width * 0.5).rounded()), Int((size.height * 0.5).rounded()))
            let image = try host.readPixels()
            #expect(image.width == expected.0 && image.height == expected.1,
                    "expected the \(posture) frame to fill the \(size) pt display at 0.5 px/pt (\(expected.0)×\(expected.1)), got \(image.width)×\(image.height)")
        }
    }

    @Test func gameKeysAlwaysReachTheGame() throws {
        let host = try TestSupport.host()
        for key in ["Left", "Right", "Up", "Down", "W", "A", "S", "D", "Space", "Return", "Escape"] {
            let events = press(key, on: host)
            #expect(events.count == 2, "expected \(key) down and up to reach the game, got \(events)")
        }
        #expect(host.device == Device(), "expected game keys to leave the device alone")
        #expect(press("D", modifiers: .control, on: host).isEmpty, "expected Ctrl+D to be the emulator's")
    }

    @Test func hingeKeysFollowTheHysteresis() throws {
        let host = try TestSupport.host()
        var postures: [Posture] = []
        for _ in 0..<5 {
            _ = press("F6", on: host)
            postures.append(host.device.posture)
        }
        // 170, 160, 150 stay flat (the band ends at 145); 140 and 130 are half open.
        #expect(postures == [.flat, .flat, .flat, .book, .book], "expected flat until below 145°, then book; got \(postures)")
        _ = press("F7", on: host)
        #expect(host.device.hingeAngle == 140 && host.device.posture == .book, "expected F7 to open to 140° and stay in book")
    }

    @Test func cameraDirectionAndOverlayToggles() throws {
        let host = try TestSupport.host()
        _ = press("F8", on: host)
        _ = press("F9", on: host)
        _ = press("F10", on: host)
        _ = press("F11", on: host)
        _ = press("F1", on: host)
        #expect(host.device.innerCameraInUse, "expected F8 to turn the inner camera on")
        #expect(host.device.layoutDirection == .rightToLeft, "expected F9 to switch to right-to-left")
        #expect(host.emulator.showsRegionOverlay && host.emulator.showsPerspective && host.emulator.showsHelp,
                "expected F10, F11 and F1 to turn the overlay, preview and help on")
    }

    @Test func ctrlDCyclesTheProfilesAndKeepsThePosture() throws {
        var device = Device()
        device.posture = .tabletop
        let host = try TestSupport.host(device)
        let names = DeviceCatalog().names
        _ = press("D", modifiers: .control, on: host)
        #expect(host.device.profile.name == DeviceCatalog().nextName(after: "duo"), "expected Ctrl+D to move to the next of \(names)")
        #expect(host.device.posture == .tabletop, "expected the posture to survive a profile switch")
    }

    @Test func emulatorChangesAreHandedToTheRunnerOnce() throws {
        let host = try TestSupport.host()
        _ = press("F3", on: host)
        _ = press("F8", on: host)
        var scripted = host.device
        scripted.layoutDirection = .rightToLeft
        host.setDevice(scripted)
        let changes = host.takeEmulatorChanges()
        #expect(changes.map(\.posture) == [.tabletop, .tabletop] && changes.last?.innerCameraInUse == true,
                "expected the two key changes (tabletop, then the camera) and not the scripted one, got \(changes)")
        #expect(host.takeEmulatorChanges().isEmpty, "expected the changes to be handed over only once")
    }

    @Test func observersHearEmulatorChanges() throws {
        let host = try TestSupport.host()
        var seen: [[ReservedRegion]] = []
        host.monitor.onGeometryChange(for: [ReservedRegion].self, of: { $0.reservedRegions(kind: .division) }) { seen.append($0) }
        _ = press("F4", on: host)
        #expect(seen.count == 2 && seen[1].first?.isActive == true, "expected the observer to hear the fold become active, heard \(seen)")
    }

    @Test func screenshotIsAPNGOfTheDisplaysPixelSize() throws {
        var device = Device()
        device.posture = .closed
        let host = try TestSupport.host(device, scale: 0.5)
        try host.render(DrawList())
        let path = TestSupport.temporaryPath("shot.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try host.screenshot(to: path)
        let data = try #require(FileManager.default.contents(atPath: path), "expected a file at \(path)")
        let bytes = [UInt8](data)
        #expect(bytes.count > 33 && bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "expected the PNG signature")
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR", "expected the IHDR chunk first")
        #expect(bigEndian(16) == 233 && bigEndian(20) == 505, "expected 233×505 px (the 466 × 1010 pt outer display at 0.5), got \(bigEndian(16))×\(bigEndian(20))")
    }

    @Test func f12SavesAScreenshotAtPresent() throws {
        let host = try TestSupport.host(scale: 0.25)
        let folder = TestSupport.temporaryPath("shots")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        host.screenshotDirectory = folder
        var saved: [String] = []
        host.onScreenshot = { saved.append($0) }
        _ = press("F12", on: host)
        try host.render(DrawList())
        try host.present()
        #expect(saved.count == 1 && FileManager.default.fileExists(atPath: saved[0]), "expected F12 to save one PNG, saved \(saved)")
    }

    @Test func perspectivePreviewForeshortensTheRaisedHalf() throws {
        var device = Device()
        device.posture = .tabletop
        let host = try TestSupport.host(device, scale: 0.5)
        var list = DrawList()
        list.fill(Rect(origin: .zero, size: device.displaySize), .white)
        try host.render(list)
        let flat = try host.readPixels()
        _ = press("F11", on: host)
        try host.render(list)
        let preview = try host.readPixels()
        // The top rows are the table behind the raised half, no longer the white display.
        #expect(flat[180, 2].red == 255 && preview[180, 2].red < 100,
                "expected the raised half to be foreshortened away from the top edge, got \(flat[180, 2]) then \(preview[180, 2])")
        #expect(preview[180, 470].red > 200, "expected the lower half to stay where it lies, got \(preview[180, 470])")
    }

    @Test func regionOverlayAndHelpDrawOverTheGame() throws {
        let host = try TestSupport.host()
        try host.render(DrawList())
        let plain = try host.readPixels()
        host.emulator.showsHelp = true
        try host.render(DrawList())
        let help = try host.readPixels()
        #expect(plain.bytes != help.bytes, "expected F1's help to change the frame")
    }
}
