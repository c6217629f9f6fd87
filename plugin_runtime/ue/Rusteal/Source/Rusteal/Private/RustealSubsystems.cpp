#include "RustealSubsystems.h"

#include "Engine/World.h"
#include "Templates/Casts.h"
#include "UObject/Class.h"

bool URustealGameInstanceSubsystem::ShouldCreateSubsystem(UObject* Outer) const { return RustealShouldCreateSubsystem(this, Outer); }
void URustealGameInstanceSubsystem::Initialize(FSubsystemCollectionBase& Collection) { Super::Initialize(Collection); ReceiveInitialize(); }
void URustealGameInstanceSubsystem::Deinitialize() { ReceiveDeinitialize(); Super::Deinitialize(); }

bool URustealEngineSubsystem::ShouldCreateSubsystem(UObject* Outer) const { return RustealShouldCreateSubsystem(this, Outer); }
void URustealEngineSubsystem::Initialize(FSubsystemCollectionBase& Collection) { Super::Initialize(Collection); ReceiveInitialize(); }
void URustealEngineSubsystem::Deinitialize() { ReceiveDeinitialize(); Super::Deinitialize(); }

bool URustealLocalPlayerSubsystem::ShouldCreateSubsystem(UObject* Outer) const { return RustealShouldCreateSubsystem(this, Outer); }
void URustealLocalPlayerSubsystem::Initialize(FSubsystemCollectionBase& Collection) { Super::Initialize(Collection); ReceiveInitialize(); }
void URustealLocalPlayerSubsystem::Deinitialize() { ReceiveDeinitialize(); Super::Deinitialize(); }
void URustealLocalPlayerSubsystem::PlayerControllerChanged(APlayerController* NewPlayerController)
{
	Super::PlayerControllerChanged(NewPlayerController);
	ReceivePlayerControllerChanged(NewPlayerController);
}

bool URustealWorldSubsystem::ShouldCreateSubsystem(UObject* Outer) const
{
	const UWorld* World = Cast<UWorld>(Outer);
	const URustealWorldSubsystem* Defaults = GetClass()->GetDefaultObject<URustealWorldSubsystem>();
	if (World && World->WorldType == EWorldType::Editor && !Defaults->bCreateInEditorWorlds) return false;
	return RustealShouldCreateSubsystem(this, Outer);
}
void URustealWorldSubsystem::Initialize(FSubsystemCollectionBase& Collection) { Super::Initialize(Collection); ReceiveInitialize(); }
void URustealWorldSubsystem::Deinitialize() { ReceiveDeinitialize(); Super::Deinitialize(); }
void URustealWorldSubsystem::PostInitialize() { Super::PostInitialize(); ReceivePostInitialize(); }
void URustealWorldSubsystem::OnWorldBeginPlay(UWorld& InWorld) { Super::OnWorldBeginPlay(InWorld); ReceiveWorldBeginPlay(); }
void URustealWorldSubsystem::Tick(float DeltaTime) { ReceiveTick(DeltaTime); }
ETickableTickType URustealWorldSubsystem::GetTickableTickType() const
{
	return HasAnyFlags(RF_ClassDefaultObject) ? ETickableTickType::Never : ETickableTickType::Conditional;
}
bool URustealWorldSubsystem::IsTickable() const { return bWantsTick && Super::IsTickable(); }
TStatId URustealWorldSubsystem::GetStatId() const { RETURN_QUICK_DECLARE_CYCLE_STAT(URustealWorldSubsystem, STATGROUP_Tickables); }
