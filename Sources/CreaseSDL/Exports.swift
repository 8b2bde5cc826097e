// `import CreaseSDL` is all a game's `main.swift` needs: the region model, the HUD and the
// playtest layer come with it, as SwiftUI brings Foundation's types along.
@_exported import Crease
@_exported import CreaseHUD
@_exported import CreasePlaytest
