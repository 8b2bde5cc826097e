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

    /// `--posture P` for `crease regions`: one posture instead of all four.
    static let postureFlag = Flag("--posture", "P", "only this posture: flat, tabletop, book or closed (default: all four)")
    /// `--camera`.
    static let cameraFlag = Flag(switch: "--camera", "the inner camera is in use (its occlusion becomes active)")
    /// `--rtl`.
    static let rtlFlag = Flag(switch: "--rtl", "the root view is right-to-left (frames are mirrored)")

    /// The command line of `crease regions`.
    public static let parser = FlagParser(program: "crease regions", flags: [.device, postureFlag, cameraFlag, rtlFlag, .json])

    /// The usage text.
    public static var usage: String { parser.help(footer: "Prints every region the root view reads with .includeInactive.") }

    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// Parses the flags after `regions`.
    ///
    /// - Throws: `UsageError` on anything it does not know or cannot read.
    public init(arguments: [String]) throws(UsageError) {
        let values = try Self.parser.parse(arguments)
        help = values.help
        device = values.string(.device) ?? "duo"
        if let posture = try values.posture(Self.postureFlag) { postures = [posture] }
        json = values.isSet(.json)
        cameraInUse = values.isSet(Self.cameraFlag)
        layoutDirection = values.isSet(Self.rtlFlag) ? .rightToLeft : .leftToRight
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
