import CChafa
import CImageLibraries
import Testing

/// CImageLibraries declares what it uses of chafa itself (the program does not link chafa, so
/// it cannot include chafa.h): its constants must be chafa.h's.
@Suite struct ImageLibrariesTests {
    @Test func constantsAreChafas() {
        #expect(MB_CHAFA_CANVAS_MODE_TRUECOLOR == Int(CHAFA_CANVAS_MODE_TRUECOLOR.rawValue))
        #expect(MB_CHAFA_PIXEL_MODE_SIXELS == Int(CHAFA_PIXEL_MODE_SIXELS.rawValue))
        #expect(MB_CHAFA_PIXEL_MODE_KITTY == Int(CHAFA_PIXEL_MODE_KITTY.rawValue))
        #expect(MB_CHAFA_PIXEL_RGBA8_UNASSOCIATED == Int(CHAFA_PIXEL_RGBA8_UNASSOCIATED.rawValue))
        #expect(MB_CHAFA_SYMBOL_TAG_SPACE == Int(CHAFA_SYMBOL_TAG_SPACE.rawValue))
        #expect(MB_CHAFA_SYMBOL_TAG_BLOCK == Int(CHAFA_SYMBOL_TAG_BLOCK.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_BEGIN_SIXELS == Int(CHAFA_TERM_SEQ_BEGIN_SIXELS.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_END_SIXELS == Int(CHAFA_TERM_SEQ_END_SIXELS.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1 == Int(CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE == Int(CHAFA_TERM_SEQ_END_KITTY_IMAGE.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK == Int(CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK.rawValue))
        #expect(MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK == Int(CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK.rawValue))
    }

    @Test func theLibrariesLoad() {
        #expect(mb_image_libraries_load() != nil)
    }
}
