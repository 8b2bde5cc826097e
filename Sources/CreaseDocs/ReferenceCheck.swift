import Crease
import Foundation

/// Compares the reference's pages with the folder that holds them, and writes them there.
public enum ReferenceCheck {
    /// What differs between `pages` and the folder, one line per page that differs: a page
    /// missing, a page the generator does not make, or the first line that differs, with its
    /// number and both versions. Empty when the folder holds exactly the pages.
    ///
    /// - Parameter folderName: the folder as the messages name it ("docs/reference").
    public static func differences(_ pages: [(name: String, markdown: String)], in folder: URL, folderName: String) -> [String] {
        var problems: [String] = []
        for page in pages {
            let path = "\(folderName)/\(page.name)"
            guard let text = try? String(contentsOf: folder.appendingPathComponent(page.name), encoding: .utf8) else {
                problems.append("\(path) is missing")
                continue
            }
            if let difference = firstDifference(expected: page.markdown, found: text) {
                problems.append("\(path):\(difference.line): the code makes \(quoted(difference.expected)), the file has \(quoted(difference.found))")
            }
        }
        let names = Set(pages.map(\.name))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in present.sorted() where name.hasSuffix(".md") && !names.contains(name) {
            problems.append("\(folderName)/\(name) is not a page the generator makes")
        }
        return problems
    }

    /// The first line (numbered from 1) where two texts differ, with each text's line there
    /// (nil past a text's end); nil when they are the same.
    static func firstDifference(expected: String, found: String) -> (line: Int, expected: String?, found: String?)? {
        guard expected != found else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = found.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : nil
            let right = index < b.count ? String(b[index]) : nil
            if left != right { return (index + 1, left, right) }
        }
        return (max(a.count, b.count), nil, nil)
    }

    /// A line in quotes, cut to 160 characters, or "nothing" past the end of the text.
    private static func quoted(_ line: String?) -> String {
        guard let line else { return "nothing (the text ends before)" }
        let cut = line.count > 160 ? String(line.prefix(160)) + "…" : line
        return "'\(cut.escapingControlCharacters)'"
    }

    /// Writes the pages into the folder (each atomically) and removes any other `.md` file
    /// there, since the folder holds only generated pages.
    ///
    /// - Throws: `ReferenceError` naming the file that could not be written or removed.
    public static func write(_ pages: [(name: String, markdown: String)], to folder: URL) throws(ReferenceError) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ReferenceError("\(folder.path): cannot create the folder (\(error.localizedDescription))")
        }
        for page in pages {
            let url = folder.appendingPathComponent(page.name)
            do { try AtomicFile.write(Data(page.markdown.utf8), to: url) } catch { throw ReferenceError("\(url.path): \(error)") }
        }
        let names = Set(pages.map(\.name))
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []) where name.hasSuffix(".md") && !names.contains(name) {
            let url = folder.appendingPathComponent(name)
            do { try FileManager.default.removeItem(at: url) } catch { throw ReferenceError("\(url.path): cannot remove it (\(error.localizedDescription))") }
        }
    }
}
