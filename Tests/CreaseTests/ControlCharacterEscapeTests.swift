import Crease
import Foundation
import Testing

/// Error messages quote user input; `escapingControlCharacters` keeps them one line.
@Suite("String.escapingControlCharacters")
struct ControlCharacterEscapeTests {
    @Test("newlines, returns, tabs, escape, DEL, C1 controls and line separators are written as escapes")
    func escapes() {
        let text = "a\nb\rc\td\u{1B}[2Je\u{7F}f\u{85}g\u{2028}h\u{0B}i\u{0C}"
        #expect(text.escapingControlCharacters == #"a\nb\rc\td\u{1B}[2Je\u{7F}f\u{85}g\u{2028}h\u{B}i\u{C}"#,
                "each control character should become a visible escape; got \(text.escapingControlCharacters)")
        #expect(!text.escapingControlCharacters.contains { $0.isNewline }, "the result should be one line")
    }

    @Test("plain text, accents and emoji are unchanged, and escaping twice is escaping once")
    func idempotent() {
        for text in ["profile.json: missing field 'inner'", "café ☕︎ 折り", #"already \n escaped"#, ""] {
            #expect(text.escapingControlCharacters == text, "\(text.debugDescription) has no control character and should not change")
        }
        let once = "x\r\ny".escapingControlCharacters
        #expect(once.escapingControlCharacters == once, "escaping should be idempotent")
    }

    @Test("a profile error quoting a region id with a newline stays one line")
    func profileError() {
        let json = #"{"name": "x", "inner": {"size": {"width": 10, "height": 10}, "regions": [{"id": "a\nb", "kind": "division", "frame": {"x": 0, "y": 4, "width": 10, "height": 2}, "active": "sometimes"}]}, "outer": {"size": {"width": 5, "height": 5}, "regions": []}}"#
        do {
            _ = try DeviceProfile(data: Data(json.utf8), path: "bad\nname.json")
            Issue.record("a profile with an unknown 'active' value should be rejected")
        } catch {
            let message = String(describing: error)
            #expect(!message.contains { $0.isNewline } && message.hasPrefix(#"bad\nname.json: "#),
                    "the error should be one line starting with the escaped path; got \(message.debugDescription)")
        }
    }
}
