import Crease
import CreasePlaytest
import Foundation

/// `GAME --matrix …`, parsed: which cells (profiles × postures × directions × camera, for
/// each script), where the results go, and what else to check. Read by the one `FlagParser`;
/// a list flag takes comma-separated values.
public struct MatrixOptions: Sendable, Hashable {
    /// Device profiles, by name or path (default: every built-in profile).
    public var profiles: [String]
    /// Postures each cell starts in (default: all four).
    public var postures: [Posture] = Posture.allCases
    /// Layout directions (default: both).
    public var directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
    /// Inner camera at the start, off and on (default: both).
    public var cameras: [Bool] = [false, true]
    /// Scripts every cell plays, by name or path (default: `fold-cycle`).
    public var scripts: [String] = ["fold-cycle"]
    /// Where `matrix.json`, `index.html` and `cells/` go (default `matrix`).
    public var out = "matrix"
    /// Time each cell in passes (as `--report` does) instead of playing it once.
    public var timing = false
    /// A matrix folder whose cells' timings each cell is compared with.
    public var baseline: String?
    /// The part of the matrix to play, if not all of it.
    public var shard: MatrixShard?
    /// Golden images: each cell's screenshots compared with `DIR/CELL/NAME.png`.
    public var golden: String?
    /// Write the goldens instead of comparing.
    public var updateGolden = false
    /// The seed every cell starts from (default: the script's, else 1).
    public var seed: UInt64?
    /// How many processes play cells at once (`--jobs`); nil leaves it to the runner.
    public var jobs: Int?
    /// Print the usage and exit 0.
    public var help = false

    /// `--matrix`.
    public static let matrixFlag = Flag(switch: "--matrix", "play every cell of a matrix headless and write DIR/matrix.json, index.html, cells/")
    /// `--profiles LIST`.
    public static let profilesFlag = Flag("--profiles", "LIST", "device profiles, comma-separated (default: every built-in one)")
    /// `--postures LIST`.
    public static let posturesFlag = Flag("--postures", "LIST", "postures each cell starts in (default flat,tabletop,book,closed)")
    /// `--directions LIST`.
    public static let directionsFlag = Flag("--directions", "LIST", "layout directions, ltr and rtl (default ltr,rtl)")
    /// `--camera LIST` (in a matrix: a list, not the game's switch).
    public static let cameraFlag = Flag("--camera", "LIST", "inner camera at the start, off and on (default off,on)")
    /// `--scripts LIST`.
    public static let scriptsFlag = Flag("--scripts", "LIST", "scripts every cell plays, names or paths (default fold-cycle)")
    /// `--out DIR`.
    public static let outFlag = Flag("--out", "DIR", "where matrix.json, index.html and cells/ go (default matrix)")
    /// `--timing`.
    public static let timingFlag = Flag(switch: "--timing", "time each cell in passes, as --report does (about 10 s a cell)")
    /// `--baseline DIR`.
    public static let baselineFlag = Flag("--baseline", "DIR", "compare each cell's frame times with DIR's (a matrix run with --timing); exit 1 on a regression")
    /// `--shard I/N`.
    public static let shardFlag = Flag("--shard", "I/N", "play shard I of N: the cells whose position leaves I-1 divided by N")
    /// `--golden DIR` (in a matrix: one folder per cell).
    public static let goldenFlag = Flag("--golden", "DIR", "compare each cell's screenshots with DIR/CELL/NAME.png")
    /// `--jobs N`.
    public static let jobsFlag = Flag("--jobs", "N", "play cells in N processes at once, 1 to 8 (default 2 from a game's executable)")
    /// The most processes `--jobs` starts.
    public static let jobsRange = 1...8
    /// `--update-golden`.
    public static let updateGoldenFlag = Flag(switch: "--update-golden", "write the goldens in --golden DIR instead of comparing")

    /// A game's matrix command line.
    public static func parser(executable: String) -> FlagParser {
        FlagParser(program: "\(executable) --matrix",
                   flags: [matrixFlag, profilesFlag, posturesFlag, directionsFlag, cameraFlag, scriptsFlag, outFlag, timingFlag,
                           baselineFlag, shardFlag, jobsFlag, goldenFlag, updateGoldenFlag, .seed])
    }

    /// The usage text, for `--matrix --help`.
    public static func usage(executable: String) -> String {
        parser(executable: executable).help(footer: """
            Plays every cell (profile × posture × direction × camera, for each script) headless, one pass each
            unless --timing, and writes DIR/matrix.json, DIR/index.html and each cell's report under DIR/cells/.
            Exit status: 0 every cell held, 1 a lint violation, a shift in one orientation, a golden mismatch or a
            timing regression against --baseline (the cells named), 2 bad flags, script or device.
            """)
    }

    /// True when a game's arguments ask for a matrix.
    public static func asksForMatrix(_ arguments: [String]) -> Bool { arguments.contains(matrixFlag.name) }

    /// Options with the defaults, the profiles taken from `catalog`.
    public init(catalog: DeviceCatalog = DeviceCatalog()) {
        profiles = catalog.names
    }

    /// Parses a game's arguments (without the program name), `--matrix` among them.
    ///
    /// - Throws: `UsageError` naming the flag: an unknown flag, an empty or repeated list
    ///   item, a posture, direction or camera value not known, a bad shard.
    public init(_ arguments: [String], executable: String, catalog: DeviceCatalog = DeviceCatalog()) throws(UsageError) {
        self.init(catalog: catalog)
        let values = try Self.parser(executable: executable).parse(arguments)
        help = values.help
        if let list = try Self.list(values, Self.profilesFlag) { profiles = list }
        if let list = try Self.list(values, Self.scriptsFlag) { scripts = list }
        if let list = try Self.list(values, Self.posturesFlag) {
            postures = try list.map { (name) throws(UsageError) in
                guard let posture = Posture(rawValue: name) else {
                    throw UsageError(flag: Self.posturesFlag.name, problem: "unknown posture '\(name)' (flat, tabletop, book or closed)")
                }
                return posture
            }
        }
        if let list = try Self.list(values, Self.directionsFlag) {
            directions = try list.map { (name) throws(UsageError) in
                switch name {
                case "ltr": return .leftToRight
                case "rtl": return .rightToLeft
                default: throw UsageError(flag: Self.directionsFlag.name, problem: "unknown direction '\(name)' (ltr or rtl)")
                }
            }
        }
        if let list = try Self.list(values, Self.cameraFlag) {
            cameras = try list.map { (name) throws(UsageError) in
                switch name {
                case "off": return false
                case "on": return true
                default: throw UsageError(flag: Self.cameraFlag.name, problem: "should be off, on or off,on (got '\(name)')")
                }
            }
        }
        let slugs = scripts.map(MatrixCell.slug)
        if let clash = slugs.first(where: { name in slugs.filter { $0 == name }.count > 1 }) {
            throw UsageError(flag: Self.scriptsFlag.name, problem: "two scripts are named '\(clash)'; a cell's name needs them apart")
        }
        let profileSlugs = profiles.map(MatrixCell.slug)
        if let clash = profileSlugs.first(where: { name in profileSlugs.filter { $0 == name }.count > 1 }) {
            throw UsageError(flag: Self.profilesFlag.name, problem: "two profiles are named '\(clash)'; a cell's name needs them apart")
        }
        out = values.string(Self.outFlag) ?? out
        timing = values.isSet(Self.timingFlag)
        baseline = values.string(Self.baselineFlag)
        if baseline != nil && !timing {
            throw UsageError(flag: Self.baselineFlag.name, problem: "needs --timing (a cell played once is not timed well enough to compare)")
        }
        shard = try values.string(Self.shardFlag).map { (text) throws(UsageError) in try MatrixShard(parsing: text, flag: Self.shardFlag.name) }
        golden = values.string(Self.goldenFlag)
        updateGolden = values.isSet(Self.updateGoldenFlag)
        if updateGolden && golden == nil {
            throw UsageError(flag: Self.updateGoldenFlag.name, problem: "needs --golden DIR (where to write them)")
        }
        seed = try values.uint64(.seed)
        jobs = try values.int(Self.jobsFlag, in: Self.jobsRange)
    }

    /// Every cell of the whole matrix, in order: scripts, then profiles, postures,
    /// directions and camera.
    public var cells: [MatrixCell] {
        var cells: [MatrixCell] = []
        for script in scripts {
            for profile in profiles {
                for posture in postures {
                    for direction in directions {
                        for camera in cameras {
                            cells.append(MatrixCell(profile: profile, posture: posture, direction: direction, camera: camera, script: script))
                        }
                    }
                }
            }
        }
        return cells
    }

    /// The cells this run plays: its shard's, or all of them.
    public var playedCells: [MatrixCell] { shard.map { $0.cells(of: cells) } ?? cells }

    /// Job `job` (from 0) of `jobs` splitting this run's cells: every `jobs`-th of them, as the
    /// shard `index + count × job` of `count × jobs` (the whole matrix is shard 1 of 1).
    public func shard(ofJob job: Int, jobs: Int) -> MatrixShard {
        let base = shard ?? MatrixShard(index: 1, count: 1)
        return MatrixShard(index: base.index + base.count * job, count: base.count * jobs)
    }

    /// Arguments without `--out`, `--shard` and `--jobs` (and their values), for a job's process.
    public static func argumentsForJob(_ arguments: [String]) -> [String] {
        let dropped = [outFlag.name, shardFlag.name, jobsFlag.name]
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if dropped.contains(argument) {
                index += 1
            } else if !dropped.contains(where: { argument.hasPrefix($0 + "=") }) {
                kept.append(argument)
            }
        }
        return kept
    }

    /// A list flag's items, or nil when it was not given.
    static func list(_ values: FlagValues, _ flag: Flag) throws(UsageError) -> [String]? {
        guard let text = values.string(flag) else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if items.contains(where: \.isEmpty) { throw UsageError(flag: flag.name, problem: "has an empty item (got '\(text)')") }
        if let repeated = items.first(where: { item in items.filter { $0 == item }.count > 1 }) {
            throw UsageError(flag: flag.name, problem: "lists '\(repeated)' twice")
        }
        return items
    }
}
