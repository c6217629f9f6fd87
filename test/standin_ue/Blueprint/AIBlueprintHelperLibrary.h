// Stand-in for Unreal 5.8's Blueprint/AIBlueprintHelperLibrary.h (AIModule), transcribed from the
// latest public 5.x header (docs/host.md): the class and SimpleMoveToLocation, the function the
// stand-in engine reflects, declared as the real header declares it. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Kismet/BlueprintFunctionLibrary.h"

class AController;

class UAIBlueprintHelperLibrary : public UBlueprintFunctionLibrary
{
public:
	static void SimpleMoveToLocation(AController* Controller, const FVector& Goal);
};
