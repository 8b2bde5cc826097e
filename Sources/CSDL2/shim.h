// SDL2 for Swift: the one header CreaseSDL imports. Found through pkg-config `sdl2`
// (Debian: libsdl2-dev).
#include <SDL2/SDL.h>
