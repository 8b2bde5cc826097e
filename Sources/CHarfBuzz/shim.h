// HarfBuzz: shapes a run of text into positioned glyphs (Text/TextShaper).
#include <hb.h>
#include <hb-ot.h>
