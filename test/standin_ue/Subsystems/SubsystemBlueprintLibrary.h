// Stand-in for Unreal's Subsystems/SubsystemBlueprintLibrary.h (Engine), transcribed from the real
// header (5.8's is not in the public mirror; the latest public 5.x): the class, its base, and its
// UFUNCTIONs, typed with the subsystem classes as the real header types them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "Kismet/BlueprintFunctionLibrary.h"
#include "Subsystems/LocalPlayerSubsystem.h"

class UEngineSubsystem;
class UGameInstanceSubsystem;
class UWorldSubsystem;
class APlayerController;

class USubsystemBlueprintLibrary : public UBlueprintFunctionLibrary
{
public:
	static UEngineSubsystem* GetEngineSubsystem(TSubclassOf<UEngineSubsystem> Class);
	static UGameInstanceSubsystem* GetGameInstanceSubsystem(UObject* ContextObject, TSubclassOf<UGameInstanceSubsystem> Class);
	static ULocalPlayerSubsystem* GetLocalPlayerSubsystem(UObject* ContextObject, TSubclassOf<ULocalPlayerSubsystem> Class);
	static UWorldSubsystem* GetWorldSubsystem(UObject* ContextObject, TSubclassOf<UWorldSubsystem> Class);
	static ULocalPlayerSubsystem* GetLocalPlayerSubSystemFromPlayerController(APlayerController* PlayerController, TSubclassOf<ULocalPlayerSubsystem> Class);
};
