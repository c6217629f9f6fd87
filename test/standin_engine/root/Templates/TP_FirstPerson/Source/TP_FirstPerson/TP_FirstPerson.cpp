#include "TP_FirstPerson.h"
#include "Modules/ModuleManager.h"

IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, TP_FirstPerson, "TP_FirstPerson");
