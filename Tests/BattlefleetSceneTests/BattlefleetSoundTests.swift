import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreasePlaytest
import Testing

/// Battlefleet's sounds: every recipe renders, and an autoplay match asks for them where shots land.
@Suite struct BattlefleetSoundTests {
    @Test("Every Battlefleet sound renders correctly sized, audible, deterministic PCM", arguments: BattlefleetGame.sounds)
    func recipesRender(recipe: SoundRecipe) {
        for rate in [22_050, 44_100, 48_000] {
            let samples = SoundSynthesizer.render(recipe, sampleRate: rate)
            #expect(samples.count == Int((recipe.duration * Double(rate)).rounded(.up)) && samples.count > rate / 20,
                    "\(recipe.name) at \(rate) Hz should last its duration, got \(samples.count) samples")
            #expect((samples.map { abs(Int($0)) }.max() ?? 0) > 3_000, "\(recipe.name) should be clearly audible")
            #expect(SoundSynthesizer.render(recipe, sampleRate: rate) == samples, "\(recipe.name) should render the same twice")
        }
    }

    @Test("The game declares shot, splash, hit and sunk, each once")
    func declared() {
        #expect(BattlefleetGame().soundRecipes.map(\.name) == ["shot", "splash", "hit", "sunk"], "the four sounds, in order")
    }

    @Test("A headless autoplay match asks for a shot per shot fired and a splash, hit or sunk per landing")
    func autoplayCues() throws {
        let game = BattlefleetGame(environment: ["CREASE_DATA_DIR": SceneTestSupport.temporaryDataDirectory().path])
        let result = try Playtest.run(game, arguments: ["--autoplay", "--frames", "6000", "--seed", "4"])
        let sounds = try #require(result.report.sounds, "the report should count sounds")
        let shots = result.game.match.history.count
        #expect(result.game.match.isFinished, "the match should end within 6000 frames")
        #expect(sounds["shot"] == shots, "one shot sound per shot fired (\(shots)), got \(sounds)")
        #expect((sounds["splash"] ?? 0) > 0 && (sounds["hit"] ?? 0) > 0 && (sounds["sunk"] ?? 0) >= 5, "a finished match misses, hits and sinks a fleet: \(sounds)")
        #expect((sounds["splash"] ?? 0) + (sounds["hit"] ?? 0) + (sounds["sunk"] ?? 0) == shots, "one landing sound per shot: \(sounds)")
        let again = try Playtest.run(BattlefleetGame(environment: ["CREASE_DATA_DIR": SceneTestSupport.temporaryDataDirectory().path]),
                                     arguments: ["--autoplay", "--frames", "6000", "--seed", "4"])
        #expect(again.report.sounds == sounds && again.report.stateHash == result.report.stateHash, "the same seed should ask for the same sounds")
    }
}
