// swift-tools-version:6.0
// Crease: a Swift game HUD framework for foldable devices on Linux, built on SDL2.
// See docs/ARCHITECTURE.md for the layers; each target imports only the ones below it.
import PackageDescription

let package = Package(
    name: "Crease",
    products: [
        .library(name: "Crease", targets: ["Crease"]),
        .library(name: "CreaseHUD", targets: ["CreaseHUD"]),
        .library(name: "CreasePlaytest", targets: ["CreasePlaytest"]),
        .library(name: "CreaseSDL", targets: ["CreaseSDL"]),
        .executable(name: "battlefleet", targets: ["battlefleet"]),
        .executable(name: "crease", targets: ["crease"]),
        .executable(name: "minigolf", targets: ["minigolf"]),
        .executable(name: "crease-viewer", targets: ["crease-viewer"]),
        .executable(name: "crease-bench", targets: ["crease-bench"]),
        .executable(name: "crease-soak", targets: ["crease-soak"]),
        .executable(name: "crease-savetorture", targets: ["crease-savetorture"]),
        .executable(name: "crease-fuzz", targets: ["crease-fuzz"]),
        .executable(name: "first-game", targets: ["first-game"]),
        .executable(name: "air-hockey", targets: ["air-hockey"]),
        .executable(name: "crease-reference", targets: ["crease-reference"]),
    ],
    targets: [
        // Debian's SDL2 libraries, their headers from /usr/include/SDL2 (no pkg-config: its
        // `-D_REENTRANT`, a no-op with today's glibc, made SwiftPM warn on every build of the
        // package and of its clients). Never name one `SDL2`: it would shadow -lSDL2.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        // SDL2_mixer: the games' sound effects (synthesized in code, played on mixer channels).
        .systemLibrary(name: "CSDL2Mixer", providers: [.apt(["libsdl2-mixer-dev"])]),
        // Text: FreeType rasterizes glyphs by index, HarfBuzz shapes runs into glyphs, FriBidi
        // orders them (the Unicode bidirectional algorithm). Their headers sit in subfolders,
        // so pkg-config gives the include paths.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // glibc's malloc.h (malloc_trim, mallinfo2), which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc"),
        // Geometry, device profiles, postures and the reserved-regions API. Pure Swift.
        .target(name: "Crease", resources: [.copy("Assets")]),
        // HUD layout around regions, widgets, input, transitions, fold lint; emits draw lists.
        .target(name: "CreaseHUD", dependencies: ["Crease"]),
        // Fixed-step loop with an injected clock, frame statistics, playtest scripts, reports
        // (JSON + chart), layout shift and the headless runner. Pure Swift, no SDL.
        .target(name: "CreasePlaytest", dependencies: ["Crease", "CreaseHUD"]),
        // The only module that imports SDL: window, renderer, text, PNG, sound, input, the posture
        // emulator, and the runner (`GameRunner`, with `--matrix`, whose pure half is CreaseTools').
        .target(name: "CreaseSDL", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseTools", "CSDL2", "CSDL2Image", "CSDL2Mixer", "CMalloc",
                                                  "CFreeType", "CHarfBuzz", "CFriBidi"]),
        // The command lines of `crease` and `crease-soak`, parsed and run in-process. Pure Swift:
        // no SDL (the executable hands in the chart writer) and no games (nor their catalog).
        .target(name: "CreaseTools", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest"]),
        // `crease regions|devices|report`: prints what a device's views read, reads reports.
        // Links CreaseSDL for `report compare --chart` only, starting SDL headless then, so it
        // runs anywhere.
        .executableTarget(name: "crease", dependencies: ["CreaseTools", "CreaseSDL"]),
        // `crease-bench`: layout, query and frame costs measured side by side, printed as ratios.
        .executableTarget(name: "crease-bench", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL", "SampleGames"]),
        // `crease-soak`: each game 100,000 rendered headless frames with autoplay, device changes
        // and random input; fails on memory growth after warm-up or a cache past its bound.
        .executableTarget(name: "crease-soak", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL", "CreaseTools", "SampleGames"]),
        // `crease-savetorture`: writes both games' saves through their stores, generation after
        // generation, for the test that kills it with SIGKILL mid-save (FaultTests).
        .executableTarget(name: "crease-savetorture", dependencies: ["Crease", "BattlefleetRules", "MiniGolfCore"]),
        // `crease-viewer`: the emulated display live in a window (or headless), every hotkey on.
        .executableTarget(name: "crease-viewer", dependencies: ["Crease", "CreaseHUD", "CreaseSDL"]),
        // Mini-golf rules: physics, courses, scorecard and the autoplay bot. Pure Swift.
        .target(name: "MiniGolfCore", dependencies: ["Crease"], path: "Games/MiniGolf/Core"),
        // Mini-golf's scene: the HUD per posture, the top-down course, the caddie camera and
        // input, as a `Game` the runner drives. Pure Swift, no SDL, so it tests headless.
        .target(name: "MiniGolfScene", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "MiniGolfCore", "CreaseGameSupport"],
                path: "Games/MiniGolf/Scene"),
        // `minigolf`: the scene hosted by CreaseSDL's GameRunner (window or headless).
        .executableTarget(name: "minigolf", dependencies: ["MiniGolfScene", "CreaseSDL"], path: "Games/MiniGolf/App"),
        .testTarget(name: "MiniGolfSceneTests", dependencies: ["MiniGolfScene", "MiniGolfCore", "Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL"]),
        .testTarget(name: "CreaseTests", dependencies: ["Crease"]),
        // Battlefleet's rules, AI and saves: pure Swift, so they test without SDL or a display.
        .target(name: "BattlefleetRules", dependencies: ["Crease"], path: "Games/Battlefleet/Rules"),
        // What the games share: the data-folder lookup, the settings file and the retrying save policy.
        .target(name: "CreaseGameSupport", dependencies: ["Crease"], path: "Games/Support"),
        // The one list of sample games the bench, the soak, the fuzzers and the tests iterate.
        .target(name: "SampleGames", dependencies: ["Crease", "CreasePlaytest", "BattlefleetScene", "MiniGolfScene"],
                path: "Games/SampleGames"),
        .testTarget(name: "BattlefleetRulesTests", dependencies: ["BattlefleetRules", "Crease"]),
        // Battlefleet's scene: the HUD per posture, input, animations, drawing, saves. No SDL.
        .target(name: "BattlefleetScene", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "BattlefleetRules", "CreaseGameSupport"],
                path: "Games/Battlefleet/Scene"),
        // `battlefleet`: the game in the emulator window, or headless with --headless.
        .executableTarget(name: "battlefleet", dependencies: ["BattlefleetScene", "CreaseSDL"], path: "Games/Battlefleet/App"),
        .testTarget(name: "BattlefleetSceneTests",
                    dependencies: ["BattlefleetScene", "BattlefleetRules", "Crease", "CreaseHUD", "CreasePlaytest", "CreaseGameSupport",
                                   "CreaseSDL"]),
        .testTarget(name: "MiniGolfCoreTests", dependencies: ["MiniGolfCore"]),
        // Runs the built `crease` executable as a user would.
        .testTarget(name: "CreaseCLITests", dependencies: ["crease", "CreaseTools", "CreasePlaytest", "CreaseSDL"]),
        // Runs the built `crease-soak` for a short soak on every change.
        .testTarget(name: "SoakTests", dependencies: ["crease-soak", "SampleGames"]),
        // A small game the playtest and runner tests drive (a library only the tests use).
        .target(name: "CreaseTestGames", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest"], path: "Tests/CreaseTestGames"),
        .testTarget(name: "CreasePlaytestTests", dependencies: ["CreasePlaytest", "Crease", "CreaseHUD", "CreaseTestGames"]),
        .testTarget(name: "CreaseHUDTests", dependencies: ["Crease", "CreaseHUD"]),
        // Headless pixel tests of the host, and crease-viewer end to end under Xvfb.
        .testTarget(name: "CreaseSDLTests", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL", "CreaseTools", "CreaseTestGames"]),
        // One libFuzzer target per input kind read from a file or the command line (see scripts/fuzz).
        .target(name: "CreaseFuzz", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL", "CreaseTools",
                                                   "BattlefleetRules", "MiniGolfCore", "SampleGames"]),
        // `crease-fuzz`: replays inputs through the targets; with --sanitize fuzzer -DCREASE_FUZZ, fuzzes them.
        .executableTarget(name: "crease-fuzz", dependencies: ["CreaseFuzz"]),
        // The README's "Your first game", word for word (FaultTests/FirstGameTests checks both).
        .executableTarget(name: "first-game", dependencies: ["CreaseSDL"], path: "Examples/FirstGame"),
        // The middle rung between the first game and the samples: two-player air hockey with a
        // playfield placed around the HUD, typed ids, lint items and layout frames (AirHockeyTests).
        .executableTarget(name: "air-hockey", dependencies: ["CreaseSDL"], path: "Examples/AirHockey"),
        // The documentation's tooling: the Markdown API reference made from the symbol graphs, and
        // the guides' Swift code blocks as the code-block test compiles them. Foundation only.
        .target(name: "CreaseDocs", dependencies: ["Crease"]),
        // `crease-reference`: writes docs/reference from the symbol graphs, or checks it (scripts/docs).
        .executableTarget(name: "crease-reference", dependencies: ["CreaseDocs"]),
        // The generator on small fixture graphs, and every ```swift block of the README and the
        // guides type-checked in Swift 6 mode against the built modules.
        .testTarget(name: "CreaseDocsTests", dependencies: ["Crease", "CreaseDocs", "CreaseSDL"], exclude: ["Fixtures"]),
        // Every fuzz target over every seed and every input in Tests/FuzzRegressions, in-process.
        .testTarget(name: "FuzzTargetTests", dependencies: ["CreaseFuzz", "CreaseTools"]),
        // Tests/BadInputs fed to the built executables (and to the games' file stores): one line, exit 1 or 2, never a crash.
        .testTarget(name: "BadInputCorpusTests", dependencies: ["Crease", "BattlefleetRules", "MiniGolfCore", "SampleGames"]),
        // The faults the games must survive: window resizes, profile switches mid-drag, a quit
        // mid-save, read-only and full save folders, missing assets, kill -9 during a save.
        .testTarget(name: "FaultTests", dependencies: ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL", "CSDL2",
                                                       "BattlefleetRules", "BattlefleetScene", "MiniGolfCore", "MiniGolfScene", "SampleGames",
                                                       "battlefleet", "minigolf", "crease-savetorture", "air-hockey"]),
    ],
    swiftLanguageModes: [.v6]
)
