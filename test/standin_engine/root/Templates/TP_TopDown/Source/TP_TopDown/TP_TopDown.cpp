#include "TP_TopDown.h"
#include "Modules/ModuleManager.h"

IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, TP_TopDown, "TP_TopDown");
