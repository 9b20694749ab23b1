#include "openuikit_cell_initializer.h"

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// By mangled name, as the cell's initializer: a changed signature fails the link.
extern const char HeaderFooterInitMethod __asm__("$s5UIKit023UITableViewHeaderFooterC0C15reuseIdentifierACSSSg_tcfCTq");
extern const char HeaderFooterDescriptor __asm__("$s5UIKit023UITableViewHeaderFooterC0CMn");

typedef void *HeaderFooterInit(uint64_t word0, void *word1, const void *__attribute__((swift_context)) metatype)
    __attribute__((swiftcall));

void *openuikit_header_footer_view_init(const void *cls, uint64_t identifierWord0, void *identifierWord1) {
    HeaderFooterInit *init = (HeaderFooterInit *)swift_lookUpClassMethod(cls, &HeaderFooterInitMethod, &HeaderFooterDescriptor);
    return init(identifierWord0, identifierWord1, cls);
}
