// Stand-in for Unreal 5.8's Serialization/AsyncLoadingEvents.h: declarations only (README.md).
#pragma once

#include "HAL/Platform.h"

class FName;
class UObject;
enum class ETypeConstructPhase : uint8;
enum class ENotifyRegistrationType { NRT_Class, NRT_ClassCDO, NRT_Struct, NRT_Enum, NRT_Package, NRT_NoExportObject };
enum class ENotifyRegistrationPhase { NRP_Added, NRP_Started, NRP_Finished };
void NotifyRegistrationEvent(FName PackageName, FName Name, ENotifyRegistrationType NotifyRegistrationType, ENotifyRegistrationPhase NotifyRegistrationPhase, UObject* (*InRegister)(ETypeConstructPhase) = nullptr, bool InbDynamic = false, UObject* FinishedObject = nullptr);
