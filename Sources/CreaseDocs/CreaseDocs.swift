// CreaseDocs — the documentation's own tooling: the Markdown API reference in docs/reference,
// generated from the symbol graphs of the four library modules (`ReferenceGenerator`), and the
// guides' Swift code blocks as the code-block test compiles them (`SwiftCodeBlock`). Pure Swift
// on Foundation, plus `Crease` for the one flag parser; it reads the graphs as JSON and never
// imports the modules it documents.
