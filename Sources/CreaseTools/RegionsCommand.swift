import Crease
import Foundation

/// `crease regions`: what the root view of a device reads, posture by posture.
public struct RegionsCommand: Sendable, Hashable {
    /// The profile's name or path (`--device`, default duo).
    public var device = "duo"
    /// The postures to print (`--posture`, default all four).
    public var postures: [Posture] = Posture.allCases
    /// JSON for scripts instead of a table (`--json`).
    public var json = false
    /// The inner camera is in use (`--camera`).
    public var cameraInUse = false
    /// The root view's direction (`--rtl` makes it right-to-left).
    public var layoutDirection = LayoutDirection.leftToRight

    /// The usage text.
    public static let usage = """
        usage: crease regions [--device NAME|PATH] [--posture flat|tabletop|book|closed] [--camera] [--rtl] [--json]

          --device NAME|PATH  a profile from assets/devices (duo, flip, dual…) or a .json file (default duo)
          --posture P         only this posture (default: all four)
          --camera            the inner camera is in use (its occlusion becomes active)
          --rtl               the root view is right-to-left (frames are mirrored)
          --json              JSON for scripts instead of a table
        Prints every region the root view reads with .includeInactive.
        """

    /// Parses the flags after `regions`.
    ///
    /// - Throws: `RegionsUsageError` on anything it does not know, and (without a message) for `--help`.
    public init(arguments: [String]) throws(RegionsUsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--device":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw RegionsUsageError("--device needs a name or a path") }
                device = value
            case "--posture":
                guard let value = rest.popFirst() else { throw RegionsUsageError("--posture needs one of flat, tabletop, book, closed") }
                guard let posture = Posture(rawValue: value) else {
                    throw RegionsUsageError("--posture '\(value)' is not one of flat, tabletop, book, closed")
                }
                postures = [posture]
            case "--json": json = true
            case "--camera": cameraInUse = true
            case "--rtl": layoutDirection = .rightToLeft
            case "-h", "--help": throw RegionsUsageError(nil)
            default: throw RegionsUsageError("unknown flag '\(flag)'")
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

    /// Loads the profile and returns what `crease regions` prints (without the final newline).
    ///
    /// - Throws: `DeviceProfileError` for a bad or unknown profile.
    public func output(catalog: DeviceCatalog = DeviceCatalog()) throws -> String {
        let profile = try catalog.profile(named: device)
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
            return String(decoding: try encoder.encode(output), as: UTF8.self)
        }
        var lines = ["\(profile.name) — \(profile.displayName) · root view \(layoutDirection) · inner camera \(cameraInUse ? "in use" : "idle")"]
        for result in results {
            lines.append("")
            lines.append("\(result.posture) · display \(result.displaySize) pt · hinge \(result.hingeAngle.pointString)°")
            lines.append(RegionTable.render(result.regions))
        }
        return lines.joined(separator: "\n")
    }
}
