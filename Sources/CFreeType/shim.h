// FreeType: opens faces from memory and rasterizes glyphs by index (Text/FreeTypeFace).
#include <ft2build.h>
#include FT_FREETYPE_H
