#ifndef OPENUIKIT_JPEG_H
#define OPENUIKIT_JPEG_H
// JPEG decoding and encoding with libjpeg(-turbo). The library reports errors by longjmp,
// which Swift cannot catch, so these wrappers catch them in C and return 0 with a message.
#include <stddef.h>
#include <stdint.h>

/// With `pixels` NULL: reads the image size from the JPEG header into `width` and `height`.
/// Otherwise decodes the `width` × `height` image into `pixels` (`height` rows of
/// `bytes_per_row` bytes): premultiplied BGRA, opaque (Cairo's ARGB32 on little-endian
/// machines). Returns 1 on success.
int openuikit_jpeg_decode(const uint8_t *data, size_t length, int *width, int *height,
                          uint8_t *pixels, int bytes_per_row, char *error, size_t error_length);

/// Encodes BGRX pixels (the fourth byte is ignored) at `quality` 0...100. On success returns
/// 1 and a buffer to release with `openuikit_jpeg_free`.
int openuikit_jpeg_encode_bgrx(const uint8_t *pixels, int width, int height, int bytes_per_row, int quality,
                               uint8_t **output, unsigned long *output_length, char *error, size_t error_length);

void openuikit_jpeg_free(void *buffer);
#endif
