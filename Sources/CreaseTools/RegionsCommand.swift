import Crease
import Foundation

/// `crease regions`: what the root view of a device reads, posture by posture.
struct RegionsCommand {
    /// The parsed flags.
    var device = "duo"
    var postures: [Posture] = Posture.allCases
    var json = false
    var cameraInUse = false
    var layoutDirection = LayoutDirection.leftToRight

    static let usage = """
        usage: crease regions [--device NAME|PATH] [--posture flat|tabletop|book|closed] [--camera] [--rtl] [--json]

          --device NAME|PATH  a profile from assets/devices (duo, flip, dual…) or a .json file (default duo)
          --posture P         only this posture (default: all four)
          --camera            the inner camera is in use (its occlusion becomes active)
          --rtl               the root view is right-to-left (frames are mirrored)
          --json              JSON for scripts instead of a table
        Prints every region the root view reads with .includeInactive.
        """

    /// Parses the flags after `regions`; throws `UsageError` on anything it does not know.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--device":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw UsageError("--device needs a name or a path") }
                device = value
            case "--posture":
                guard let value = rest.popFirst() else { throw UsageError("--posture needs one of flat, tabletop, book, closed") }
                guard let posture = Posture(rawValue: value) else {
                    throw UsageError("--posture '\(value)' is not one of flat, tabletop, book, closed")
                }
                postures = [posture]
            case "--json": json = true
            case "--camera": cameraInUse = true
            case "--rtl": layoutDirection = .rightToLeft
            case "-h", "--help": throw UsageError(nil)
            default: throw UsageError("unknown flag '\(flag)'")
            }
        }
    }

    /// One posture's worth of output.
    struct PostureRegions: Encodable {
        var posture: Posture
        var hingeAngle: Double
        var displaySize: Size
        var regions: [ReservedRegion]
    }

    /// The whole JSON document.
    struct Output: Encodable {
        var device: String
        var displayName: String
        var layoutDirection: LayoutDirection
        var innerCameraInUse: Bool
        var postures: [PostureRegions]
    }

    /// Loads the profile and prints; throws `DeviceProfileError` for a bad profile.
    func run() throws {
        let profile = try DeviceCatalog().profile(named: device)
        var state = Device(profile: profile)
        state.innerCameraInUse = cameraInUse
        state.layoutDirection = layoutDirection
        let results = postures.map { posture in
            state.posture = posture
            let proxy = GeometryProxy(device: state, layoutDirection: layoutDirection)
            let regions = ReservedRegion.Kind.allCases.flatMap {
                proxy.reservedRegions(kind: $0, options: .includeInactive)
            }
            return PostureRegions(posture: posture, hingeAngle: state.hingeAngle, displaySize: state.displaySize, regions: regions)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let output = Output(device: profile.name, displayName: profile.displayName,
                                layoutDirection: layoutDirection, innerCameraInUse: cameraInUse, postures: results)
            let data = try encoder.encode(output)
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print("\(profile.name) — \(profile.displayName) · root view \(layoutDirection) · inner camera \(cameraInUse ? "in use" : "idle")")
        for result in results {
            print("")
            print("\(result.posture) · display \(result.displaySize) pt · hinge \(result.hingeAngle.pointString)°")
            print(RegionTable.render(result.regions))
        }
    }
}

/// A thrown request to print usage, with the problem that caused it (nil for `--help`).
struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
