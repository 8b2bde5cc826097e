import CSDL2

/// Owns one open `SDL_GameController` and closes it when released (or unplugged).
@MainActor
final class GameController {
    /// The SDL controller; valid for the object's lifetime.
    let pointer: OpaquePointer
    /// SDL's instance id, which its events carry and `InputEvent` reports as `controller`.
    let instanceID: Int32

    /// Opens the controller at a device index (from SDL_CONTROLLERDEVICEADDED).
    init(deviceIndex: Int32) throws {
        pointer = try SDLCheck.pointer(SDL_GameControllerOpen(deviceIndex), "opening game controller \(deviceIndex)")
        instanceID = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pointer))
    }

    isolated deinit {
        SDL_GameControllerClose(pointer)
    }
}
