import CSDL2
import CSDL2Mixer
import CreasePlaytest
import Foundation

/// Plays a game's synthesized sounds through SDL2_mixer.
///
/// Opening it opens the audio device (`Mix_OpenAudio`) and renders every recipe once, with
/// `SoundSynthesizer`, at the device's rate and channel count into a mixer chunk whose
/// samples the player keeps alive; `play(_:)` then starts a cue on the first free mixer
/// channel at the cue's volume. Headless, SDL's dummy audio driver is used (unless
/// `SDL_AUDIODRIVER` says otherwise), so no sound card is needed. `GameRunner` opens one
/// per run and hands it to the window (`EmulatorWindow.sound`), which plays each frame's cues.
@MainActor
public final class SoundPlayer {
    /// Mixer channels: how many sounds may overlap; a cue with none free is dropped.
    public static let mixerChannels = 16
    /// The rate asked of the device (the device may give another; `sampleRate` says which).
    public static let requestedRate = 44_100

    /// The device's sample rate in Hz; the chunks are rendered at it.
    public let sampleRate: Int
    /// The device's channel count (1 mono, 2 stereo…); each chunk repeats its samples in each.
    public let outputChannels: Int
    /// The audio driver SDL opened ("pulseaudio", "alsa", "dummy"…).
    public let driverName: String
    /// The names of the sounds loaded, sorted.
    public var soundNames: [String] { chunks.keys.sorted() }
    /// Cues started so far (a cue with no free channel or an unknown name is not counted).
    public private(set) var playedCount = 0

    private let chunks: [String: UnsafeMutablePointer<Mix_Chunk>]
    /// Each chunk's samples: `Mix_QuickLoad_RAW` does not copy them, so they live as long as the player.
    private let buffers: [UnsafeMutableRawPointer]

    /// Opens the audio device and loads the recipes.
    ///
    /// - Parameters:
    ///   - recipes: The game's sounds (`Game.soundRecipes`); a later recipe of the same name replaces an earlier one.
    ///   - headless: Use SDL's dummy audio driver unless `SDL_AUDIODRIVER` is set.
    /// - Throws: `SDLError` when SDL's audio cannot start or no device opens (no sound card,
    ///   no sound server), or a recipe cannot be loaded.
    public init(recipes: [SoundRecipe], headless: Bool) throws {
        if headless { setenv("SDL_AUDIODRIVER", "dummy", 0) }
        // Probing for a device, libasound prints a dozen lines of its own on stderr when there
        // is no sound card; the one line the runner prints says it all, so they go nowhere.
        let opened = Self.withStandardErrorSilenced { () -> SDLError? in
            guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else { return SDLError.current("starting SDL's audio") }
            guard Mix_OpenAudio(Int32(Self.requestedRate), UInt16(AUDIO_S16SYS), 2, 1_024) == 0 else {
                let error = SDLError.current("opening the audio device")
                SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
                return error
            }
            return nil
        }
        if let opened { throw opened }
        var frequency: Int32 = 0
        var format: UInt16 = 0
        var channels: Int32 = 0
        Mix_QuerySpec(&frequency, &format, &channels)
        var loaded: [String: UnsafeMutablePointer<Mix_Chunk>] = [:]
        var memory: [UnsafeMutableRawPointer] = []
        func closeAll() {
            for chunk in loaded.values { Mix_FreeChunk(chunk) }
            for buffer in memory { buffer.deallocate() }
            Mix_CloseAudio()
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
        }
        guard format == UInt16(AUDIO_S16SYS), channels >= 1, SoundSynthesizer.sampleRates.contains(Int(frequency)) else {
            closeAll()
            throw SDLError("opening the audio device", message: "it runs at \(frequency) Hz, format \(format), \(channels) channels, which Crease cannot feed")
        }
        Mix_AllocateChannels(Int32(Self.mixerChannels))
        for recipe in recipes {
            let mono = SoundSynthesizer.render(recipe, sampleRate: Int(frequency))
            guard !mono.isEmpty else { continue }
            let count = mono.count * Int(channels)
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Int16>.stride, alignment: MemoryLayout<Int16>.alignment)
            let samples = buffer.bindMemory(to: Int16.self, capacity: count)
            for (index, sample) in mono.enumerated() {
                for channel in 0..<Int(channels) { samples[index * Int(channels) + channel] = sample }
            }
            guard let chunk = Mix_QuickLoad_RAW(buffer.assumingMemoryBound(to: UInt8.self), UInt32(count * MemoryLayout<Int16>.stride)) else {
                buffer.deallocate()
                let error = SDLError.current("loading the sound '\(recipe.name)'")
                closeAll()
                throw error
            }
            memory.append(buffer)
            if let old = loaded.updateValue(chunk, forKey: recipe.name) { Mix_FreeChunk(old) }
        }
        sampleRate = Int(frequency)
        outputChannels = Int(channels)
        driverName = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "?"
        chunks = loaded
        buffers = memory
    }

    isolated deinit {
        Mix_HaltChannel(-1)
        for chunk in chunks.values { Mix_FreeChunk(chunk) }
        for buffer in buffers { buffer.deallocate() }
        Mix_CloseAudio()
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    /// Starts a cue on the first free mixer channel at its volume; returns false (and plays
    /// nothing) for an unknown name or when every channel is busy.
    @discardableResult
    public func play(_ cue: SoundCue) -> Bool {
        guard let chunk = chunks[cue.name] else { return false }
        let channel = Mix_GroupAvailable(-1)
        guard channel >= 0 else { return false }
        Mix_Volume(channel, Int32((cue.volume * Double(MIX_MAX_VOLUME)).rounded()))
        guard Mix_PlayChannel(channel, chunk, 0) >= 0 else { return false }
        playedCount += 1
        return true
    }

    /// Runs `body` with file descriptor 2 pointed at /dev/null, then puts it back.
    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0, dup2(null, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        close(null)
        defer {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return body()
    }

    /// Stops every sound playing now.
    public func stopAll() {
        Mix_HaltChannel(-1)
    }

    /// Sounds playing now.
    public var playingCount: Int { Int(Mix_Playing(-1)) }
}
