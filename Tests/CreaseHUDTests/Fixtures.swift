import Crease
import CreaseHUD
import Foundation

/// Shared test fixtures: the bundled profiles, devices in each posture, and a typical HUD.
enum Fixtures {
    /// The repository's `assets/devices`, found from this file's path.
    static let devicesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/devices", isDirectory: true)

    /// The bundled profile names.
    static let profileNames = ["duo", "flip", "dual"]

    /// Loads a bundled profile; the built-in duo if the file is somehow missing.
    static func profile(_ name: String) -> DeviceProfile {
        let url = devicesDirectory.appendingPathComponent("\(name).json")
        return (try? DeviceProfile(contentsOf: url)) ?? .duo
    }

    /// How a device got into its state: flat keeps the orientation it came from.
    enum Pose: String, CaseIterable, Sendable, CustomStringConvertible {
        case flatNew, flatAfterTabletop, flatAfterBook, tabletop, book, closed
        var description: String { rawValue }
    }

    /// A device of a profile in a pose.
    static func device(_ profileName: String, _ pose: Pose, direction: LayoutDirection = .leftToRight,
                       camera: Bool = false) -> Device {
        var device = Device(profile: profile(profileName))
        device.layoutDirection = direction
        device.innerCameraInUse = camera
        switch pose {
        case .flatNew: break
        case .flatAfterTabletop: device.posture = .tabletop; device.posture = .flat
        case .flatAfterBook: device.posture = .book; device.posture = .flat
        case .tabletop: device.posture = .tabletop
        case .book: device.posture = .book
        case .closed: device.posture = .closed
        }
        return device
    }

    /// The root proxy of a device's whole display, in its layout direction.
    static func proxy(_ device: Device) -> GeometryProxy {
        GeometryProxy(device: device, layoutDirection: device.layoutDirection)
    }

    /// Ids of the sample HUD's status elements and controls.
    static let statusIDs = ["score", "health", "hint"]
    static let controlIDs = ["pause", "move", "fire", "boost"]

    /// A typical action game's HUD, declared as a game would.
    static func sampleHUD(policy: LayoutPolicy = .preReserving) -> HUD {
        HUD(policy: policy, elements: [
            .counter("score", "Score", value: 0).anchored(.topLeading),
            .meter("health", value: 0.7, title: "HP").anchored(.topTrailing),
            .label("hint", "Drag to move").anchored(.center),
            .button("pause", "Pause").anchored(.trailing),
            .stick("move").anchored(.bottomLeading),
            .row("actions", [.button("fire", "Fire"), .holdButton("boost", "Boost")]).anchored(.bottomTrailing),
        ])
    }

    /// Mini-golf: putt on the flat half, the caddie camera on the raised half.
    static func miniGolfHUD(policy: LayoutPolicy = .preReserving) -> HUD {
        HUD(policy: policy, elements: [
            .viewport("caddie").in(.raised).inset(0),
            .counter("strokes", "Strokes", value: 0).anchored(.topLeading).in(.raised),
            .dragPad("putt").anchored(.bottomTrailing),
            .meter("power", value: 0, title: "Power").anchored(.bottomLeading).in(.flat),
            .button("menu", "Menu").anchored(.topTrailing),
        ])
    }

    /// Battlefleet: the fleet and the weapons on the flat half, the enemy waters on the raised half.
    static func battlefleetHUD(policy: LayoutPolicy = .preReserving) -> HUD {
        HUD(policy: policy, elements: [
            .viewport("enemyWaters").in(.raised).inset(0),
            .counter("ships", "Ships", value: 5).anchored(.topLeading).in(.raised),
            .label("turn", "Your turn").anchored(.bottom).in(.raised),
            .column("weapons", [.button("shell", "Shell"), .button("torpedo", "Torpedo"), .toggle("sonar", "Sonar")])
                .anchored(.trailing),
            .holdButton("aim", "Aim").anchored(.bottomLeading),
        ])
    }

    /// Every HUD the tables check, by name.
    static let huds: [String: @Sendable (LayoutPolicy) -> HUD] = [
        "sample": { sampleHUD(policy: $0) }, "minigolf": { miniGolfHUD(policy: $0) }, "battlefleet": { battlefleetHUD(policy: $0) },
    ]
}
