import CSDL2
import CreasePlaytest
@testable import CreaseSDL
import Testing

/// The key names scripts may use are the names SDL itself gives keys.
@Suite struct KeyNamesTests {
    @Test("Every known key name is one SDL turns into a key and back into the same name")
    @MainActor func roundTripThroughSDL() throws {
        try SDLLibrary.start(.headless)
        for name in KeyNames.known.sorted() {
            let key = SDL_GetKeyFromName(name)
            #expect(key != SDL_KeyCode(rawValue: 0).rawValue, "SDL does not know '\(name)'")
            let back = SDL_GetKeyName(key).map { String(cString: $0) } ?? ""
            #expect(back == name, "'\(name)' comes back from SDL as '\(back)'")
        }
    }

    @Test("A script naming a key SDL does not know is refused with the file, the step and the problem")
    func unknownKeyRefused() {
        #expect {
            _ = try PlaytestScript(json: #"{"steps": [{"at": 3, "key": "NoSuchKey123"}]}"#, source: "play.json")
        } throws: { error in
            "\(error)".hasPrefix("play.json: steps[0]: 'key' 'NoSuchKey123' is not a key SDL knows")
        }
        #expect(throws: Never.self) { try PlaytestScript(json: #"{"steps": [{"at": 3, "key": "Keypad Enter"}, {"at": 4, "key": "ß"}]}"#) }
    }
}
