#include "openuikit_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct openuikit_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
    size_t message_length;
};

static void openuikit_error_exit(j_common_ptr info) {
    struct openuikit_error_manager *manager = (struct openuikit_error_manager *)info->err;
    if (manager->message && manager->message_length > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, buffer);
        snprintf(manager->message, manager->message_length, "%s", buffer);
    }
    longjmp(manager->escape, 1);
}

// Warnings (corrupt but decodable data) are not printed to stderr.
static void openuikit_output_message(j_common_ptr info) { (void)info; }

static void openuikit_set_error(char *error, size_t error_length, const char *message) {
    if (error && error_length > 0) snprintf(error, error_length, "%s", message);
}

static void openuikit_install_errors(struct jpeg_error_mgr **slot, struct openuikit_error_manager *manager,
                                     char *error, size_t error_length) {
    *slot = jpeg_std_error(&manager->base);
    manager->base.error_exit = openuikit_error_exit;
    manager->base.output_message = openuikit_output_message;
    manager->message = error;
    manager->message_length = error_length;
}

int openuikit_jpeg_decode(const uint8_t *data, size_t length, int *width, int *height,
                          uint8_t *pixels, int bytes_per_row, char *error, size_t error_length) {
    struct jpeg_decompress_struct info;
    struct openuikit_error_manager manager;
    openuikit_install_errors(&info.err, &manager, error, error_length);
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        openuikit_set_error(error, error_length, "no JPEG header");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if (!pixels) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if ((int)info.image_width != *width || (int)info.image_height != *height) {
        openuikit_set_error(error, error_length, "the image size differs from the one given");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    // libjpeg-turbo converts grayscale and YCbCr to BGRA with alpha 0xFF (CMYK is refused).
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)bytes_per_row;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

int openuikit_jpeg_encode_bgrx(const uint8_t *pixels, int width, int height, int bytes_per_row, int quality,
                               uint8_t **output, unsigned long *output_length, char *error, size_t error_length) {
    struct jpeg_compress_struct info;
    struct openuikit_error_manager manager;
    unsigned char *buffer = NULL;
    unsigned long buffer_length = 0;
    openuikit_install_errors(&info.err, &manager, error, error_length);
    if (setjmp(manager.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)bytes_per_row);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_length = buffer_length;
    return 1;
}

void openuikit_jpeg_free(void *buffer) { free(buffer); }
