import Testing
import MemoryEngine

/// How `--variant` names a stack.
@Suite struct VariantStackNameTests {
    @Test func aStackIsSplitAtItsPlusSigns() {
        #expect(VariantStackName.parts("lives+bomb") == ["lives", "bomb"])
        #expect(VariantStackName.parts("lives") == ["lives"])
        #expect(VariantStackName.parts("lives+") == ["lives", ""], "an empty part is kept, for the error that names it")
    }

    /// Written as the title shows a stack (`Lives + Bomb`), the spaces are not part of the ids.
    @Test func theSpacesAroundThePlusSignsAreLeftOut() {
        #expect(VariantStackName.parts("lives + bomb") == ["lives", "bomb"])
        #expect(VariantStackName.key(ids: VariantStackName.parts("lives + bomb")) == "bomb+lives")
        #expect(VariantStackName.parts(" + lives") == ["", "lives"])
    }

    /// The lobby builds a stack's name from its rows, and reads it back the same way.
    @Test func aNameMadeFromPartsIsReadBackAsThoseParts() {
        #expect(VariantStackName.name(["lives", "bomb", "clock"]) == "lives+bomb+clock")
        #expect(VariantStackName.parts(VariantStackName.name(["lives", "bomb", "clock"])) == ["lives", "bomb", "clock"])
        #expect(VariantStackName.name(["lives"]) == "lives")
    }
}
