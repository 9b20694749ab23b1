#ifndef OPENUIKIT_CPANGO_SHIM_H
#define OPENUIKIT_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <hb-ot.h>
#endif
