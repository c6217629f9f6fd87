// The anchor module of the Rusteal UHT exporter: nothing runs here.
#include "Modules/ModuleManager.h"

IMPLEMENT_MODULE(FDefaultModuleImpl, RustealGenerator)
