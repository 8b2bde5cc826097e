import Crease
import CreasePlaytest
import Foundation
import MiniGolfCore
import Testing
@testable import MiniGolfScene

/// Mini-golf's sounds: every recipe renders, a round asks for putts, knocks and the cup, and
/// knocks are rate-limited.
@Suite("Mini-golf: sounds")
struct MiniGolfSoundTests {
    @Test("every mini-golf sound renders correctly sized, audible, deterministic PCM", arguments: GolfSounds.recipes)
    func recipesRender(recipe: SoundRecipe) {
        for rate in [22_050, 44_100, 48_000] {
            let samples = SoundSynthesizer.render(recipe, sampleRate: rate)
            #expect(samples.count == Int((recipe.duration * Double(rate)).rounded(.up)) && samples.count > rate / 40,
                    "\(recipe.name) at \(rate) Hz should last its duration, got \(samples.count) samples")
            #expect((samples.map { abs(Int($0)) }.max() ?? 0) > 3_000, "\(recipe.name) should be clearly audible")
            #expect(SoundSynthesizer.render(recipe, sampleRate: rate) == samples, "\(recipe.name) should render the same twice")
        }
    }

    @Test("the game declares putt, wall, cup and best")
    func declared() {
        #expect(MiniGolfGame(bestScoresURL: nil).soundRecipes.map(\.name) == ["putt", "wall", "cup", "best"], "the four sounds, in order")
    }

    @Test("a headless autoplay round asks for a putt per stroke, the cup per hole and wall knocks")
    func autoplayCues() throws {
        let result = try Playtest.run(MiniGolfGame(bestScoresURL: nil), arguments: ["--autoplay", "--frames", "20000", "--seed", "7"])
        let sounds = try #require(result.report.sounds, "the report should count sounds")
        let holes = result.game.match.scorecard.lines
        #expect(result.report.outcome["finished"] == .bool(true), "the bot should finish the round")
        #expect(sounds["cup"] == holes.filter(\.holed).count && (sounds["cup"] ?? 0) > 0, "one cup sound per hole holed: \(sounds)")
        let strokes = holes.compactMap(\.strokes).reduce(0, +)
        #expect((sounds["putt"] ?? 0) > 0 && (sounds["putt"] ?? 0) <= strokes, "a putt per stroke played (\(strokes) strokes, penalties included): \(sounds)")
        #expect((sounds["wall"] ?? 0) > 0, "the bot's round should bounce off a wall somewhere: \(sounds)")
        let again = try Playtest.run(MiniGolfGame(bestScoresURL: nil), arguments: ["--autoplay", "--frames", "20000", "--seed", "7"])
        #expect(again.report.sounds == sounds && again.report.stateHash == result.report.stateHash, "the same seed should ask for the same sounds")
    }

    @Test("a rattle of knocks sounds at most once per wall gap, louder for faster bounces; the cup always sounds")
    func wallRateLimit() {
        var sounds = GolfSounds()
        for _ in 0..<30 { sounds.heard([.bounce(speed: 50), .bounce(speed: 900)]) }
        let knocks = sounds.take()
        #expect(knocks.count == 5 && knocks.allSatisfy { $0.name == GolfSounds.wall }, "30 frames of rattling, one knock per 6 frames: \(knocks.count)")
        #expect(knocks[0].volume < 1, "the first bounce of a frame sounds, at its own speed's volume")
        sounds.heard([.bounce(speed: 400)])
        sounds.heard([.bounce(speed: 400), .holed])
        sounds.putted(power: 1)
        #expect(sounds.take().map(\.name) == [GolfSounds.wall, GolfSounds.cup, GolfSounds.putt],
                "a knock after the gap sounds, the next frame's is quiet; the cup and a putt always sound")
        #expect(sounds.take().isEmpty, "taking forgets the cues")
    }

    @Test("the Sound setting is kept between runs, and a headless run neither reads nor writes it")
    func soundSettingIsKept() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try MiniGolfRoundSaveTests.player(in: folder)
        #expect(first.sounds.isOn, "sound starts on")
        first.toggleSound()
        let file = folder.appendingPathComponent("minigolf-settings.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("crease.minigolf.settings") && text.contains("false"), "the file should say the sound is off: \(text)")
        let second = try MiniGolfRoundSaveTests.player(in: folder)
        #expect(!second.sounds.isOn && second.soundText == "Sound: off", "a relaunch should keep the sound off")

        var headless = MiniGolfGame(bestScoresURL: folder.appendingPathComponent("minigolf-best.json"))
        headless.setUp(GameSetUp(seed: 1, device: try TestSupport.device("duo", .tabletop), autoplay: false, headless: true))
        #expect(headless.sounds.isOn, "a headless playtest should not depend on the player's settings")
        headless.toggleSound()
        headless.toggleSound()
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "nor change them")

        try Data("{\"format\": \"crease.minigolf.settings\", \"version\": 2}".utf8).write(to: file)
        #expect(try MiniGolfRoundSaveTests.player(in: folder).sounds.isOn, "a file of another version leaves the default")
        let (settings, problem) = GolfSettings.file.load(GolfSettings.self, from: file)
        #expect(settings == nil && problem?.contains("minigolf-settings.json") == true && problem?.contains("version") == true,
                "the problem names the file and what is wrong: \(problem ?? "nil")")
    }
}
