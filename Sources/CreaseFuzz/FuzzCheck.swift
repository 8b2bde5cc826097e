/// The promises every target checks about what a program would print.
enum FuzzCheck {
    /// A file's error: one line, not empty (the programs print exactly this after the path).
    static func rejected(_ error: any Error, input: String) throws(FuzzFinding) -> FuzzVerdict {
        let message = String(describing: error)
        try oneLine(message, what: "the error for a bad \(input)")
        return .rejected(message)
    }

    /// A command line's error: its first line names the problem (usage text may follow).
    static func rejectedCommandLine(_ message: String, program: String) throws(FuzzFinding) -> FuzzVerdict {
        let first = message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !first.trimmingWhitespace.isEmpty else {
            throw FuzzFinding("\(program): a bad command line got an error whose first line is empty: \(message.debugDescription.prefix(300))")
        }
        try oneLine(first, what: "\(program)'s error line")
        return .rejected(first)
    }

    /// Throws unless `message` is one non-empty line.
    static func oneLine(_ message: String, what: String) throws(FuzzFinding) {
        guard !message.trimmingWhitespace.isEmpty else { throw FuzzFinding("\(what) is empty") }
        guard !message.contains(where: \.isNewline) else {
            throw FuzzFinding("\(what) is more than one line: \(message.debugDescription.prefix(300))")
        }
    }

    /// Throws unless a value read back from its own encoding equals it.
    static func roundTrip<Value: Equatable>(_ value: Value, _ again: Value?, what: String) throws(FuzzFinding) {
        guard let again else { throw FuzzFinding("\(what) it wrote itself could not be read back") }
        guard again == value else { throw FuzzFinding("\(what) read back from its own encoding differs from the original") }
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
