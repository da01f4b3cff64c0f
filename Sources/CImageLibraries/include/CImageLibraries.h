#ifndef MB_IMAGE_LIBRARIES_H
#define MB_IMAGE_LIBRARIES_H

#include <stddef.h>
#include <stdint.h>

/// What picture faces use of chafa 1.x (libchafa.so.0, and glib's g_string_free through it) and
/// of stb_image (libstb.so.0), found with dlopen and dlsym the first time a picture is drawn.
///
/// They are not linked: linked, chafa, glib (with pcre2) and stb would be mapped and relocated
/// at every start of `memory`, which mostly draws no picture (check, list, simulate, scores, a
/// deck of text faces), and chafa's constructor asks the CPU for its features with `cpuid`, a
/// trip to the hypervisor on a virtual machine: together about a millisecond of every start. The declarations follow chafa.h and stb_image.h, with each
/// opaque chafa type as `void *`; MemoryTerminalTests compares the constants with chafa.h.

/// glib's GString (what chafa_canvas_print returns).
typedef struct {
    char *_Nullable str;
    size_t len;
    size_t allocated_len;
} mb_gstring;

/// The values of chafa's enums that picture faces use.
enum {
    MB_CHAFA_CANVAS_MODE_TRUECOLOR = 0,
    MB_CHAFA_PIXEL_MODE_SIXELS = 1,
    MB_CHAFA_PIXEL_MODE_KITTY = 2,
    MB_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4,
    MB_CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
    MB_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
    MB_CHAFA_TERM_SEQ_BEGIN_SIXELS = 40,
    MB_CHAFA_TERM_SEQ_END_SIXELS = 41,
    MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1 = 43,
    MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE = 44,
    MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK = 45,
    MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK = 46,
};

/// The functions, named as in their libraries.
typedef struct {
    void *_Nullable (*_Nonnull chafa_canvas_config_new)(void);
    void (*_Nonnull chafa_canvas_config_unref)(void *_Nonnull config);
    void (*_Nonnull chafa_canvas_config_set_geometry)(void *_Nonnull config, int width, int height);
    void (*_Nonnull chafa_canvas_config_set_cell_geometry)(void *_Nonnull config, int cell_width, int cell_height);
    void (*_Nonnull chafa_canvas_config_set_canvas_mode)(void *_Nonnull config, int mode);
    void (*_Nonnull chafa_canvas_config_set_pixel_mode)(void *_Nonnull config, int pixel_mode);
    void (*_Nonnull chafa_canvas_config_set_symbol_map)(void *_Nonnull config, const void *_Nonnull symbol_map);
    void *_Nullable (*_Nonnull chafa_canvas_new)(const void *_Nonnull config);
    void (*_Nonnull chafa_canvas_unref)(void *_Nonnull canvas);
    void (*_Nonnull chafa_canvas_draw_all_pixels)(void *_Nonnull canvas, int pixel_type, const uint8_t *_Nullable pixels,
                                                  int width, int height, int rowstride);
    mb_gstring *_Nullable (*_Nonnull chafa_canvas_print)(void *_Nonnull canvas, void *_Nullable term_info);
    uint32_t (*_Nonnull chafa_canvas_get_char_at)(void *_Nonnull canvas, int x, int y);
    void (*_Nonnull chafa_canvas_get_colors_at)(void *_Nonnull canvas, int x, int y, int *_Nonnull fg_out, int *_Nonnull bg_out);
    void *_Nullable (*_Nonnull chafa_symbol_map_new)(void);
    void (*_Nonnull chafa_symbol_map_unref)(void *_Nonnull symbol_map);
    void (*_Nonnull chafa_symbol_map_add_by_tags)(void *_Nonnull symbol_map, int tags);
    void *_Nullable (*_Nonnull chafa_term_db_get_default)(void);
    void *_Nullable (*_Nonnull chafa_term_db_get_fallback_info)(void *_Nonnull term_db);
    int (*_Nonnull chafa_term_info_have_seq)(const void *_Nonnull term_info, int seq);
    int (*_Nonnull chafa_term_info_set_seq)(void *_Nonnull term_info, int seq, const char *_Nonnull str, void *_Nullable *_Nullable error);
    void (*_Nonnull chafa_term_info_unref)(void *_Nonnull term_info);
    char *_Nullable (*_Nonnull g_string_free)(mb_gstring *_Nonnull string, int free_segment);
    uint8_t *_Nullable (*_Nonnull stbi_load)(const char *_Nonnull filename, int *_Nonnull x, int *_Nonnull y,
                                             int *_Nonnull channels_in_file, int desired_channels);
    uint8_t *_Nullable (*_Nonnull stbi_load_from_memory)(const uint8_t *_Nonnull buffer, int length, int *_Nonnull x,
                                                         int *_Nonnull y, int *_Nonnull channels_in_file, int desired_channels);
    int (*_Nonnull stbi_info_from_memory)(const uint8_t *_Nonnull buffer, int len, int *_Nonnull x, int *_Nonnull y,
                                          int *_Nonnull comp);
    void (*_Nonnull stbi_image_free)(void *_Nullable data);
    // For `memory new deck --from`: an image's size without decoding it, why stb failed, and
    // scaling a large picture down and writing it as PNG (stb_image_resize, stb_image_write).
    int (*_Nonnull stbi_info)(const char *_Nonnull filename, int *_Nonnull x, int *_Nonnull y, int *_Nonnull comp);
    const char *_Nullable (*_Nonnull stbi_failure_reason)(void);
    int (*_Nonnull stbir_resize_uint8)(const uint8_t *_Nonnull input, int input_w, int input_h, int input_stride,
                                       uint8_t *_Nonnull output, int output_w, int output_h, int output_stride, int channels);
    int (*_Nonnull stbi_write_png)(const char *_Nonnull filename, int w, int h, int comp, const void *_Nonnull data,
                                   int stride_in_bytes);
} mb_image_libraries;

/// The libraries, loaded at the first call (from any thread); NULL if a library or one of the
/// functions cannot be found, and then at every call.
const mb_image_libraries *_Nullable mb_image_libraries_load(void);

#endif
