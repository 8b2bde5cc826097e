import Crease
import Foundation

extension PlaytestScript {
    /// Loads a script by path or name: an existing file at `nameOrPath` first; otherwise
    /// the name (a trailing `.json` dropped) in `assets/playtests/`; otherwise a built-in
    /// script of that name ("fold-cycle", "hinge-sweep").
    ///
    /// The script's `source` (which the report keeps as its `script`) is the path as given
    /// for a file, and the name alone for a script found by name: a built-in script lives in
    /// each build's own resource folder (`…/debug/…`, `…/release/…`), so its path would make
    /// two runs of the same script look different.
    ///
    /// - Throws: `PlaytestScriptError` for a bad file, or naming the unknown script and
    ///   listing the known ones.
    public static func load(_ nameOrPath: String,
                            playtestsDirectory: URL? = AssetLocator.assetsDirectory()?.appendingPathComponent("playtests", isDirectory: true))
        throws -> PlaytestScript {
        let manager = FileManager.default
        if manager.fileExists(atPath: nameOrPath) {
            var script = try PlaytestScript(contentsOf: URL(fileURLWithPath: nameOrPath))
            script.source = nameOrPath
            return script
        }
        let base = URL(fileURLWithPath: nameOrPath).lastPathComponent
        let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let looksLikePath = nameOrPath.contains("/")
        if !looksLikePath, let playtestsDirectory {
            let file = playtestsDirectory.appendingPathComponent("\(name).json")
            if manager.fileExists(atPath: file.path) {
                // A bad file is still named by its path (in the error); a good one by its name.
                var script = try PlaytestScript(contentsOf: file)
                script.source = name
                return script
            }
        }
        if !looksLikePath, let text = BuiltInScripts.byName[name] {
            return try PlaytestScript(json: text, source: name)
        }
        if looksLikePath {
            throw PlaytestScriptError(source: nameOrPath, problem: "cannot be read (no such file)")
        }
        throw PlaytestScriptError(source: nameOrPath,
                                  problem: "is neither a file nor a known playtest (built in: \(BuiltInScripts.names.joined(separator: ", ")); or give a path to a .json script)")
    }
}
