// crease-reference — the Markdown API reference in docs/reference, made from the symbol graphs
// that scripts/docs builds: one page per library module and an index. `--check` writes nothing
// and fails when the committed pages are not what the code makes (scripts/docs runs it).
//   scripts/docs --write-reference     (builds the graphs, then runs this)
import CreaseDocs
import Foundation

let result = ReferenceCommand.run(Array(CommandLine.arguments.dropFirst()))
print(result.output, terminator: "")
FileHandle.standardError.write(Data(result.error.utf8))
exit(result.status)
