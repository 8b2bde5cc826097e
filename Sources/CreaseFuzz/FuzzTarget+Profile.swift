import Crease
import CreaseHUD
import Foundation

extension FuzzTarget {
    /// Device profiles (`--device PATH`, `assets/devices/*.json`).
    public static let profile = FuzzTarget(
        name: "profile",
        feeds: "device profiles: DeviceProfile(data:) with validation; an accepted profile is held in every posture, camera state and direction, its regions queried, a HUD laid out on it, the hinge swept, and it must read back equal from its own JSON",
        seeds: { repository in
            FuzzSeed.files(in: repository.appendingPathComponent("assets/devices"), prefix: "devices", mustBeAccepted: true)
                + [FuzzSeed(name: "built-in-duo", data: (try? JSONEncoder().encode(DeviceProfile.duo)) ?? Data(), mustBeAccepted: true)]
                + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/profiles"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let profile: DeviceProfile
            do {
                profile = try DeviceProfile(data: data, path: "fuzz.json")
            } catch {
                return try FuzzCheck.rejected(error, input: "profile")
            }
            exercise(profile)
            let again = (try? JSONEncoder().encode(profile)).flatMap { try? DeviceProfile(data: $0) }
            try FuzzCheck.roundTrip(profile, again, what: "a profile")
            return .accepted
        })

    /// What the programs do with a profile: every posture, camera and direction, every query,
    /// a HUD laid out around the regions, and a hinge sweep both ways.
    private static func exercise(_ profile: DeviceProfile) {
        let hud = HUD(
            .counter("score", "Score").anchored(.topLeading),
            .meter("fuel", value: 1, title: "Fuel").anchored(.topTrailing),
            .stick("move").anchored(.bottomLeading),
            .row("actions", [.button("fire", "Fire"), .holdButton("boost", "Boost")]).anchored(.bottomTrailing))
        for posture in Posture.allCases {
            for camera in [false, true] {
                for direction in LayoutDirection.allCases {
                    var device = Device(profile: profile)
                    device.posture = posture
                    device.innerCameraInUse = camera
                    device.layoutDirection = direction
                    let proxy = GeometryProxy(device: device, layoutDirection: direction)
                    for kind in ReservedRegion.Kind.allCases {
                        for behavior in LayoutDirectionBehavior.allCases {
                            _ = proxy.reservedRegions(kind: kind, options: .includeInactive, layoutDirectionBehavior: behavior)
                        }
                    }
                    _ = device.foldedInPlace
                    _ = hud.layout(in: proxy)
                }
            }
        }
        var device = Device(profile: profile)
        device.posture = .tabletop
        for angle in Array(stride(from: 180.0, through: 0, by: -5)) + Array(stride(from: 0.0, through: 180, by: 5)) {
            device.hingeAngle = angle
            _ = device.displayRegions
        }
    }
}
