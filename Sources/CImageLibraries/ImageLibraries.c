#include "CImageLibraries.h"
#include <dlfcn.h>
#include <pthread.h>

static mb_image_libraries functions;
static const mb_image_libraries *loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Opens the libraries (by their sonames, as the linker would have recorded them) and fills
/// `functions`; leaves `loaded` NULL at the first thing missing. glib's g_string_free is looked
/// up through chafa's handle, which searches chafa's own dependencies.
static void load(void) {
    void *chafa = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    void *stb = dlopen("libstb.so.0", RTLD_NOW | RTLD_LOCAL);
    if (chafa == NULL || stb == NULL) return;
#define FIND(library, name) \
    if ((*(void **)&functions.name = dlsym(library, #name)) == NULL) return;
    FIND(chafa, chafa_canvas_config_new)
    FIND(chafa, chafa_canvas_config_unref)
    FIND(chafa, chafa_canvas_config_set_geometry)
    FIND(chafa, chafa_canvas_config_set_cell_geometry)
    FIND(chafa, chafa_canvas_config_set_canvas_mode)
    FIND(chafa, chafa_canvas_config_set_pixel_mode)
    FIND(chafa, chafa_canvas_config_set_symbol_map)
    FIND(chafa, chafa_canvas_new)
    FIND(chafa, chafa_canvas_unref)
    FIND(chafa, chafa_canvas_draw_all_pixels)
    FIND(chafa, chafa_canvas_print)
    FIND(chafa, chafa_canvas_get_char_at)
    FIND(chafa, chafa_canvas_get_colors_at)
    FIND(chafa, chafa_symbol_map_new)
    FIND(chafa, chafa_symbol_map_unref)
    FIND(chafa, chafa_symbol_map_add_by_tags)
    FIND(chafa, chafa_term_db_get_default)
    FIND(chafa, chafa_term_db_get_fallback_info)
    FIND(chafa, chafa_term_info_have_seq)
    FIND(chafa, chafa_term_info_set_seq)
    FIND(chafa, chafa_term_info_unref)
    FIND(chafa, g_string_free)
    FIND(stb, stbi_load)
    FIND(stb, stbi_load_from_memory)
    FIND(stb, stbi_info_from_memory)
    FIND(stb, stbi_image_free)
    FIND(stb, stbi_info)
    FIND(stb, stbi_failure_reason)
    FIND(stb, stbir_resize_uint8)
    FIND(stb, stbi_write_png)
#undef FIND
    loaded = &functions;
}

const mb_image_libraries *mb_image_libraries_load(void) {
    pthread_once(&once, load);
    return loaded;
}
