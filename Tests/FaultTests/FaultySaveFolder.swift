import Crease
import Foundation

/// Runs a game on a save folder that really is full or read-only: a private mount namespace
/// (`unshare -Urm`, which works for root and, where user namespaces are allowed, for anyone)
/// mounts a 64 KiB tmpfs on the folder, copies the seed files in, then either fills the rest
/// (writes fail with ENOSPC) or remounts it read-only (EROFS, which stops root too). When the
/// test touches `out/free`, the space is freed or the folder made writable again, after a
/// copy of the folder is kept in `out/during`; when the game ends, the folder is copied to
/// `out/after` (the tmpfs goes with the namespace).
enum FaultySaveFolder {
    /// What is wrong with the folder.
    enum Fault: String {
        case full
        case readOnly = "readonly"
    }

    /// True when this machine lets a test make a mount namespace.
    static let isAvailable: Bool = {
        guard let unshare = BuiltProgram.tool("unshare") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = ["-Urm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt 2>/dev/null || mount -t tmpfs -o size=64k tmpfs /tmp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let script = #"""
    set -u
    mode=$1; data=$2; out=$3; shift 3
    mount -t tmpfs -o size=64k tmpfs "$data" || { echo "fault setup: cannot mount a tmpfs on $data" >&2; exit 97; }
    cp -a "$out/seed/." "$data/"
    if [ "$mode" = full ]; then
        dd if=/dev/zero of="$data/.filler" bs=1024 2>/dev/null
        dd if=/dev/zero of="$data/.filler2" bs=64 2>/dev/null
    else
        mount -o remount,ro "$data" || { echo "fault setup: cannot remount $data read-only" >&2; exit 97; }
    fi
    "$@" &
    game=$!
    (
        while [ ! -e "$out/free" ]; do sleep 0.05; done
        mkdir -p "$out/during"; cp -a "$data/." "$out/during/"
        if [ "$mode" = full ]; then rm -f "$data/.filler" "$data/.filler2"; else mount -o remount,rw "$data"; fi
        : > "$out/freed"
    ) &
    helper=$!
    wait $game
    status=$?
    kill $helper 2>/dev/null
    mkdir -p "$out/after"; cp -a "$data/." "$out/after/"; rm -f "$out/after/.filler" "$out/after/.filler2"
    exit $status
    """#

    /// How the run went and what the folder held.
    struct Run {
        var result: BuiltProgram.Result
        /// True when the test saw the failure line and freed the folder.
        var freed: Bool
        /// The folder's files while the fault lasted (name → bytes), taken just before freeing.
        var during: [String: Data]
        /// The folder's files when the game had ended.
        var after: [String: Data]
    }

    /// Runs `arguments` (the game and its flags) with the folder faulted; frees it once the
    /// game's stderr contains `failureMarker`.
    static func run(_ arguments: [String], fault: Fault, seed: [String: Data], environment: [String: String],
                    failureMarker: String, in folder: URL, seconds: TimeInterval = 60) throws -> Run {
        let data = folder.appendingPathComponent("data"), out = folder.appendingPathComponent("out")
        let seedFolder = out.appendingPathComponent("seed")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: seedFolder, withIntermediateDirectories: true)
        for (name, bytes) in seed { try bytes.write(to: seedFolder.appendingPathComponent(name)) }
        var freed = false
        var environment = environment
        environment["CREASE_DATA_DIR"] = data.path
        let command = [BuiltProgram.tool("unshare") ?? "/usr/bin/unshare", "-Urm", "sh", "-c", script, "sh", fault.rawValue, data.path, out.path] + arguments
        let result = try BuiltProgram.run(command, environment: environment, in: folder, seconds: seconds) { stderr in
            if !freed, (try? String(decoding: InputFile.read(stderr), as: UTF8.self))?.contains(failureMarker) == true {
                freed = FileManager.default.createFile(atPath: out.appendingPathComponent("free").path, contents: nil)
            }
        }
        return Run(result: result, freed: freed, during: files(in: out.appendingPathComponent("during")),
                   after: files(in: out.appendingPathComponent("after")))
    }

    /// A folder's files, by name.
    static func files(in folder: URL) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: Data] = [:]
        for name in names { files[name] = try? InputFile.read(folder.appendingPathComponent(name)) }
        return files
    }
}
