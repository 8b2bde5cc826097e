// SDL2_image for Swift: PNG loading and saving. Found through pkg-config `SDL2_image`
// (Debian: libsdl2-image-dev).
#include <SDL2/SDL_image.h>
