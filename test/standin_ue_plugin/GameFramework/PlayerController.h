// Stand-in for Unreal 5.8's GameFramework/PlayerController.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Controller.h"

class APlayerController : public AController {};
