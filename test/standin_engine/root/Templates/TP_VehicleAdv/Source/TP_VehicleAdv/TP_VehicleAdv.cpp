#include "TP_VehicleAdv.h"
#include "Modules/ModuleManager.h"

IMPLEMENT_PRIMARY_GAME_MODULE(FDefaultGameModuleImpl, TP_VehicleAdv, "TP_VehicleAdv");
