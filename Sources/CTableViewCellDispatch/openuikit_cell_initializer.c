#include "openuikit_cell_initializer.h"

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// By mangled name: a change to the initializer's signature fails the link instead of calling
// the wrong slot.
extern const char CellInitMethod __asm__("$s5UIKit15UITableViewCellC5style15reuseIdentifierA2C0D5StyleO_SSSgtcfCTq");
extern const char CellDescriptor __asm__("$s5UIKit15UITableViewCellCMn");

// The allocating entry point: Swift calling convention, the metatype as `self` (context),
// arguments owned and lowered to their scalar parts.
typedef void *CellInit(uint8_t style, uint64_t word0, void *word1, const void *__attribute__((swift_context)) metatype)
    __attribute__((swiftcall));

void *openuikit_table_cell_init(const void *cls, uint8_t style, uint64_t identifierWord0, void *identifierWord1) {
    CellInit *init = (CellInit *)swift_lookUpClassMethod(cls, &CellInitMethod, &CellDescriptor);
    return init(style, identifierWord0, identifierWord1, cls);
}
