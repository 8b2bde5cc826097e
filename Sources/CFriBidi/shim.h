// GNU FriBidi: the Unicode bidirectional algorithm's embedding levels (Text/BidiParagraph).
#include <fribidi/fribidi.h>
