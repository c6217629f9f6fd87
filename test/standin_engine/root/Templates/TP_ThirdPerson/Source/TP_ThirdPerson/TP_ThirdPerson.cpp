#include "TP_ThirdPerson.h"
#include "Modules/ModuleManager.h"

IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, TP_ThirdPerson, "TP_ThirdPerson");
