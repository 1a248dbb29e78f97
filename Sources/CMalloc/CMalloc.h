// glibc's malloc tuning (mallopt) and heap break (sbrk), which the Swift
// Glibc module does not import. Empty elsewhere: only glibc has them.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#include <unistd.h>
#endif
