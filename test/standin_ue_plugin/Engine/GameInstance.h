// Stand-in for Unreal 5.8's Engine/GameInstance.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UGameInstance : public UObject {};
