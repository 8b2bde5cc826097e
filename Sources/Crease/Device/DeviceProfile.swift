import Foundation

/// A device's shape: its inner (folding) display, its outer display and its hinge.
///
/// Profiles live in `assets/devices/*.json` (every field is documented in that folder's
/// README). `DeviceProfile.duo` is built in and equals `duo.json`.
public struct DeviceProfile: Sendable, Hashable, Codable {
    /// Short name used on the command line (`--device duo`); the file's base name by convention.
    public var name: String
    /// Name shown to people (window title, reports).
    public var displayName: String
    /// The folding display, in its natural orientation (the one a new device starts in).
    public var inner: DisplaySpec
    /// The display used while closed. It has no fold.
    public var outer: DisplaySpec
    /// How hinge angles map to postures.
    public var hinge: HingeSpec

    /// Creates a profile and checks it; see `validate()`.
    public init(name: String, displayName: String, inner: DisplaySpec, outer: DisplaySpec, hinge: HingeSpec = .standard) {
        self.name = name
        self.displayName = displayName
        self.inner = inner
        self.outer = outer
        self.hinge = hinge
    }

    private enum CodingKeys: String, CodingKey { case name, displayName, inner, outer, hinge }

    /// Reads a profile; `displayName` defaults to `name` and `hinge` to the standard thresholds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        self.init(name: name,
                  displayName: try container.decodeIfPresent(String.self, forKey: .displayName) ?? name,
                  inner: try container.decode(DisplaySpec.self, forKey: .inner),
                  outer: try container.decode(DisplaySpec.self, forKey: .outer),
                  hinge: try container.decodeIfPresent(HingeSpec.self, forKey: .hinge) ?? .standard)
    }

    /// Loads and checks a profile file.
    ///
    /// - Throws: `DeviceProfileError` naming the file and what is wrong: unreadable, not JSON,
    ///   nested too deeply, a missing or mistyped field, an unknown kind, a bad size or frame.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw DeviceProfileError(path: url.path, problem: error.problem)
        }
        try self.init(data: data, path: url.path)
    }

    /// Parses and checks a profile from JSON bytes; `path` names the source in errors.
    public init(data: Data, path: String = "<profile>") throws {
        do {
            try JSONNesting.check(data, maximumDepth: 16, noun: "profile")
            self = try JSONDecoder().decode(DeviceProfile.self, from: data)
        } catch let error as JSONNesting.TooDeep {
            throw DeviceProfileError(path: path, problem: error.description)
        } catch let error as DecodingError {
            throw DeviceProfileError(path: path, problem: DecodingErrorText.describe(error))
        } catch {
            throw DeviceProfileError(path: path, problem: "is not a valid profile (\(Self.reason(error)))")
        }
        do {
            try validate()
        } catch let error as DeviceProfileError {
            throw DeviceProfileError(path: path, problem: error.problem)
        }
    }

    /// The most regions one display may have. A HUD is laid out around every region, at a
    /// cost that grows steeply with their number (300 made one layout take 170 ms; found by
    /// fuzzing), and real hardware has a fold and a few cameras and sensors.
    public static let maximumRegions = 16

    /// The inner display's fold, which every profile has exactly one of.
    public var fold: RegionSpec {
        inner.fold ?? RegionSpec(id: "fold", kind: .division, frame: .zero, active: .whileFolded)
    }

    /// True when the fold runs vertically in the inner display's natural orientation.
    public var foldIsVerticalWhenNatural: Bool { fold.frame.height >= fold.frame.width }

    /// Checks what JSON cannot: sizes, frames inside their display, one fold, no fold outside.
    ///
    /// - Throws: `DeviceProfileError` (without a path) saying what is wrong.
    public func validate() throws {
        func fail(_ problem: String) -> DeviceProfileError { DeviceProfileError(path: nil, problem: problem) }
        guard !name.isEmpty, name.count <= 64 else { throw fail("'name' must be 1 to 64 characters") }
        let folds = inner.regions.filter { $0.kind == .division }
        guard folds.count == 1 else {
            throw fail("'inner' must have exactly one division (the fold); it has \(folds.count)")
        }
        if let division = outer.regions.first(where: { $0.kind == .division }) {
            throw fail("'outer' has a division '\(division.id)', but the outer display has no fold")
        }
        for (label, display) in [("inner", inner), ("outer", outer)] {
            try Self.check(display, label: label)
        }
        let foldFrame = fold.frame
        let display = Rect(origin: .zero, size: inner.size)
        let runsAcross = foldFrame.minX == 0 && foldFrame.maxX == inner.size.width && foldFrame.width > foldFrame.height
        let runsDown = foldFrame.minY == 0 && foldFrame.maxY == inner.size.height && foldFrame.height > foldFrame.width
        guard runsAcross || runsDown else {
            throw fail("fold '\(fold.id)' must run edge to edge across 'inner' (frame \(foldFrame) in \(display.size))")
        }
        guard fold.active != .whileCameraInUse else {
            throw fail("fold '\(fold.id)' cannot be active 'whileCameraInUse'")
        }
        let h = hinge
        guard [h.closedBelow, h.openAbove, h.hysteresis, h.halfOpenAngle].allSatisfy(\.isFinite),
              h.closedBelow > 0, h.closedBelow < h.openAbove, h.openAbove < 180 else {
            throw fail("'hinge' needs 0 < closedBelow < openAbove < 180 (got \(h.closedBelow.pointString) and \(h.openAbove.pointString))")
        }
        guard h.hysteresis >= 0, h.hysteresis / 2 < h.closedBelow, h.hysteresis / 2 < 180 - h.openAbove,
              h.hysteresis < h.openAbove - h.closedBelow else {
            throw fail("'hinge.hysteresis' \(h.hysteresis.pointString) is negative or wider than the posture bands")
        }
        guard h.halfOpenAngle > h.closedBelow + h.hysteresis / 2, h.halfOpenAngle < h.openAbove - h.hysteresis / 2 else {
            throw fail("'hinge.halfOpenAngle' \(h.halfOpenAngle.pointString) must lie inside the half-open band")
        }
    }

    private static func check(_ display: DisplaySpec, label: String) throws {
        func fail(_ problem: String) -> DeviceProfileError { DeviceProfileError(path: nil, problem: problem) }
        let size = display.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= 100_000, size.height <= 100_000 else {
            throw fail("'\(label).size' must be positive and at most 100000 points (got \(size))")
        }
        guard display.regions.count <= maximumRegions else {
            throw fail("'\(label).regions' has \(display.regions.count) regions; a display may have at most \(maximumRegions)")
        }
        let bounds = Rect(origin: .zero, size: size)
        var seen = Set<String>()
        for (index, region) in display.regions.enumerated() {
            let where_ = "'\(label).regions[\(index)]' ('\(region.id)')"
            guard !region.id.isEmpty else { throw fail("'\(label).regions[\(index)].id' is empty") }
            guard seen.insert(region.id).inserted else { throw fail("\(where_) repeats an id") }
            let f = region.frame
            guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else {
                throw fail("\(where_) needs a finite frame with positive width and height (got \(f))")
            }
            guard bounds.contains(f) else {
                throw fail("\(where_) frame \(f) lies outside the \(size) display")
            }
            let m = region.margins
            guard [m.top, m.leading, m.bottom, m.trailing].allSatisfy({ $0 >= 0 && $0.isFinite }),
                  m.leading + m.trailing < f.width,
                  m.top + m.bottom < f.height else {
                throw fail("\(where_) margins (\(m)) must be non-negative and leave room for the hardware inside the frame")
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let text = (error as NSError).localizedDescription
        return text.isEmpty ? String(describing: error) : text
    }
}

/// A profile that cannot be used, with the file it came from and what is wrong.
public struct DeviceProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The profile's path, when it came from a file.
    public var path: String?
    /// What is wrong, in a phrase that follows the path.
    public var problem: String

    /// Creates an error; control characters in the path or the problem (which may quote the
    /// file) are escaped, so the error stays one line.
    public init(path: String?, problem: String) {
        self.path = path?.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "path: problem".
    public var description: String { path.map { "\($0): \(problem)" } ?? problem }
}
